import { describe, expect, it } from 'vitest';
import {
  couponDisplayStatus,
  couponFormSchema,
  couponUpdateSchema,
  couponUsage,
  generateValidationCode,
  isWellFormedValidationCode,
  normalizeValidationCode,
  parseCouponDate,
  redemptionInputSchema,
  VALIDATION_CODE_ALPHABET,
  validateRedemptionSchema,
} from './coupon';

const now = new Date('2025-06-01T12:00:00Z');
const form = {
  code: ' feira10 ',
  description: 'Dez por cento',
  discountType: 'percentage' as const,
  discountPercentage: '10',
  discountAmount: '5',
  minimumPurchase: '',
  maxUsageCount: '',
  startTime: '2025-06-01T08:00',
  endTime: '2025-06-30T18:00',
  isActive: true,
};
const messagesOf = (input: unknown) => {
  const r = couponFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('coupon', () => {
  it('display status', () => {
    expect(couponDisplayStatus({ isActive: false, endTime: '2020-01-01T00:00:00Z' }, now)).toBe('inactive');
    expect(couponDisplayStatus({ isActive: true, endTime: '2025-05-31T00:00:00Z' }, now)).toBe('expired');
    expect(couponDisplayStatus({ isActive: true, endTime: new Date('2025-07-01') }, now)).toBe('active');
  });
  it('form → payload: code uppercased, only the chosen discount, São Paulo wall time', () => {
    expect(couponFormSchema.parse(form)).toEqual({
      code: 'FEIRA10',
      description: 'Dez por cento',
      discountPercentage: 10,
      discountAmount: null,
      minimumPurchase: null,
      maxUsageCount: null,
      startTime: '2025-06-01T11:00:00.000Z',
      endTime: '2025-06-30T21:00:00.000Z',
      isActive: true,
    });
    expect(
      couponFormSchema.parse({ ...form, discountType: 'amount', maxUsageCount: 3, minimumPurchase: '20,5' }),
    ).toMatchObject({ discountPercentage: null, discountAmount: 5, maxUsageCount: 3, minimumPurchase: 20.5 });
  });
  it('every message of spec 000 §5', () => {
    expect(messagesOf({ ...form, code: '', description: ' ', startTime: '', endTime: null })).toEqual([
      'Código é obrigatório',
      'Descrição é obrigatória',
      'Data de início é obrigatória',
      'Data de fim é obrigatória',
    ]);
    expect(messagesOf({ ...form, code: 'ab' })).toEqual(['Código deve ter pelo menos 4 caracteres']);
    expect(messagesOf({ ...form, discountPercentage: 0 })).toEqual([
      'Porcentagem de desconto deve ser maior que 0',
    ]);
    expect(messagesOf({ ...form, discountPercentage: 101 })).toEqual([
      'Porcentagem não pode ser maior que 100%',
    ]);
    expect(messagesOf({ ...form, discountType: 'amount', discountAmount: '' })).toEqual([
      'Valor do desconto deve ser maior que 0',
    ]);
    expect(messagesOf({ ...form, endTime: '2025-06-01T08:00' })).toEqual([
      'Data de fim deve ser posterior à data de início',
    ]);
    expect(messagesOf({ ...form, startTime: 'ontem' })).toEqual(['Data de início é obrigatória']);
    expect(messagesOf({ ...form, maxUsageCount: 0 })).toHaveLength(1);
    expect(messagesOf({ ...form, minimumPurchase: -1 })).toHaveLength(1);
  });
  it('PUT accepts the toggle alone or a full payload', () => {
    expect(couponUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    const payload = couponFormSchema.parse(form);
    expect(couponUpdateSchema.parse(payload)).toEqual(payload);
    expect(couponUpdateSchema.safeParse({ ...payload, code: 'x' }).success).toBe(false);
  });
  it('dates', () => {
    expect(parseCouponDate(new Date('x'))).toBeNull();
    expect(parseCouponDate(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(parseCouponDate('2025-06-01T12:00:00Z')).toBe('2025-06-01T12:00:00.000Z');
  });
  it('validation code normalisation and redemption schemas', () => {
    expect(normalizeValidationCode('  ab12cd ')).toEqual({ ok: true, code: 'AB12CD' });
    expect(normalizeValidationCode('x'.repeat(30))).toEqual({ ok: true, code: 'X'.repeat(20) });
    expect(normalizeValidationCode('   ')).toEqual({ ok: false, message: 'Código obrigatório' });
    expect(validateRedemptionSchema.parse({ validationCode: ' abc ' })).toEqual({ validationCode: 'ABC' });
    expect(validateRedemptionSchema.safeParse({ validationCode: '' }).error?.issues[0]?.message).toBe(
      'Código obrigatório',
    );
    expect(
      validateRedemptionSchema.safeParse({ validationCode: 'x'.repeat(21) }).error?.issues[0]?.message,
    ).toBe('Código inválido');
    expect(redemptionInputSchema.parse(undefined)).toEqual({});
    expect(redemptionInputSchema.parse({ customerName: ' Ana ', customerPhone: '  ' })).toEqual({
      customerName: 'Ana',
    });
    expect(redemptionInputSchema.parse({ customerPhone: '11 99999-0000' })).toEqual({
      customerPhone: '11 99999-0000',
    });
  });
  it('validation code format: unambiguous alphabet, ≥ 40 bits', () => {
    expect(VALIDATION_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(10 * Math.log2(VALIDATION_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    let seed = 0;
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => (seed = (seed * 37 + 11) % 256));
    const code = generateValidationCode(bytes);
    expect(isWellFormedValidationCode(code)).toBe(true);
    expect(generateValidationCode(bytes)).not.toBe(code);
    expect(isWellFormedValidationCode('ABCDEFGHJ0')).toBe(false);
    expect(isWellFormedValidationCode('abcdefghjk')).toBe(false);
    expect(
      generateValidationCode((n) => new Uint8Array(n).fill(255).map((v, i) => (i === n - 1 ? 0 : v))),
    ).toBe('AAAAAAAAAA');
  });
  it('usage summary', () => {
    expect(couponUsage({ usageCount: 3, maxUsageCount: null })).toEqual({
      used: 3,
      limit: null,
      remaining: null,
      percentUsed: null,
    });
    expect(couponUsage({ usageCount: 3, maxUsageCount: 4 })).toEqual({
      used: 3,
      limit: 4,
      remaining: 1,
      percentUsed: 75,
    });
  });
});
