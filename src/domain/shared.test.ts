import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryFromSlug, categoryLabel, isCategory, parseCategory } from './categories';
import {
  INSTALL_COOLDOWN_ALTERNATE,
  INSTALL_COOLDOWN_DEFAULT,
  POLLING,
  SOCKET,
  STALE_TIME_MS,
  TOAST,
} from './constants';
import {
  capBadge,
  compareNames,
  formatBRL,
  formatCountdown,
  formatDate,
  formatDateTime,
  normalizeSearch,
  saoPauloDayKey,
} from './format';
import { messages } from './messages';

describe('format', () => {
  it('BRL with a no-break space', () => {
    expect(formatBRL(12.5)).toBe('R$\u00a012,50');
    expect(formatBRL(999999.99)).toBe('R$\u00a0999.999,99');
  });
  it('BRL in thousands and with a sign', () => {
    expect(formatBRL(1234567.891)).toBe('R$\u00a01.234.567,89');
    expect(formatBRL(-12.5)).toBe('-R$\u00a012,50');
  });
  it('dates in America/Sao_Paulo', () => {
    expect(formatDate('2025-01-01T02:00:00Z')).toBe('31/12/2024');
    expect(formatDateTime(Date.UTC(2025, 4, 1, 15, 30))).toBe('01/05/2025 12:30');
    expect(saoPauloDayKey(new Date('2025-01-01T02:00:00Z'))).toBe('2024-12-31');
  });
  it('countdown', () => {
    expect(formatCountdown(2 * 3600_000)).toBe('2h 00min');
    expect(formatCountdown(7140_000)).toBe('1h 59min');
    expect(formatCountdown(725_000)).toBe('12:05');
    expect(formatCountdown(500)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
  it('badge', () => {
    expect([
      capBadge(0),
      capBadge(-1),
      capBadge(1),
      capBadge(99),
      capBadge(100),
      capBadge(Number.NaN),
    ]).toEqual([null, null, '1', '99', '99+', null]);
  });
  it('names in Portuguese order', () => {
    expect(['pera', 'Água', 'abacate', 'Ávila'].sort(compareNames)).toEqual([
      'abacate',
      'Água',
      'Ávila',
      'pera',
    ]);
  });
  it('search normalisation', () => {
    expect(normalizeSearch('  Pão ')).toBe('pao');
    expect(normalizeSearch('AÇAÍ')).toBe('acai');
  });
});

describe('categories', () => {
  it('13 values, labels and slugs', () => {
    expect(CATEGORIES).toHaveLength(13);
    expect(categoryLabel('acessorio')).toBe('Acessórios');
    expect(categoryLabel('decoracao')).toBe('Decoração');
    expect(categoryLabel('eletronico')).toBe('Eletrônicos');
    expect(parseCategory(' JOGO ')).toBe('jogo');
    expect(parseCategory('x')).toBeNull();
    expect(categoryFromSlug('Beleza')).toBe('beleza');
    expect(isCategory(3)).toBe(false);
  });
});

describe('constants and messages', () => {
  it('spec 000 §9 numbers', () => {
    expect(TOAST).toEqual({ autoRemoveMs: 5000, maxVisible: 1, swipeThresholdPx: 50 });
    expect(SOCKET.reconnectMaxDelayMs).toBe(15_000);
    expect(STALE_TIME_MS.highlights).toBe(300_000);
    expect(POLLING.reservationsMs).toBe(15_000);
    expect(INSTALL_COOLDOWN_DEFAULT.maxShowsPerDay).toBe(2);
    expect(INSTALL_COOLDOWN_ALTERNATE.sameContextCooldownMs).toBe(7_200_000);
  });
  it('parameterised texts', () => {
    expect(messages.request.timeout(30000)).toBe('Requisição excedeu o tempo limite de 30000ms');
    expect(messages.request.htmlInsteadOfJson(502)).toBe(
      'Erro 502: Resposta HTML recebida onde JSON era esperado',
    );
    expect(messages.request.statusWithText(500, 'Internal')).toBe('500: Internal');
    expect(messages.other.httpStatus(404, 'Not Found')).toBe('HTTP 404: Not Found');
    expect(messages.sellerCoupon.deleteConfirm('FEIRA10')).toBe(
      'Tem certeza que deseja excluir o cupom FEIRA10?',
    );
    expect(messages.couponForm.percentageTooHigh).toBe('Porcentagem não pode ser maior que 100%');
  });
});
