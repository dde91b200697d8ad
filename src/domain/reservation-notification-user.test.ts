import { describe, expect, it } from 'vitest';
import { notificationSchema } from './notification';
import {
  createReservationSchema,
  effectiveReservationStatus,
  reservationExpiresAt,
  reservationStatusUpdateSchema,
} from './reservation';
import { displayName, isAdmin, isSeller, loginSchema, registrationSchema } from './user';

const now = new Date('2025-06-01T12:00:00Z');

describe('reservation', () => {
  const pending = { status: 'pending' as const, expiresAt: '2025-06-01T13:00:00Z' };
  it('effective status, hold', () => {
    expect(effectiveReservationStatus(pending, now)).toBe('pending');
    expect(effectiveReservationStatus({ ...pending, expiresAt: '2025-06-01T11:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(effectiveReservationStatus({ ...pending, status: 'cancelled' }, now)).toBe('cancelled');
    expect(reservationExpiresAt(now).toISOString()).toBe('2025-06-01T14:00:00.000Z');
  });
  it('create schema', () => {
    expect(createReservationSchema.parse({ productId: 5 })).toEqual({
      productId: '5',
      quantity: 1,
      note: undefined,
    });
    expect(createReservationSchema.parse({ productId: '5', quantity: '3', note: '  sem sal ' })).toEqual({
      productId: '5',
      quantity: 3,
      note: 'sem sal',
    });
    const msgs = (v: unknown) => createReservationSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(msgs({ productId: '', quantity: 0 })).toEqual([
      'ID deve ser numérico ou UUID válido',
      'Quantidade mínima é 1',
    ]);
    expect(msgs({ productId: 1, quantity: 100, note: 'x'.repeat(501) })).toEqual([
      'Quantidade máxima é 99 unidades por reserva',
      'Observação deve ter no máximo 500 caracteres',
    ]);
    expect(msgs({ productId: 1, quantity: 1.5 })).toEqual(['Quantidade deve ser um número inteiro']);
    expect(reservationStatusUpdateSchema.safeParse({ status: 'completed' }).success).toBe(false);
  });
});

describe('notifications', () => {
  it('unknown type degrades to other', () => {
    expect(
      notificationSchema.parse({
        id: 1,
        type: 'novidade',
        title: 't',
        message: 'm',
        isRead: false,
        sentAt: 'x',
      }),
    ).toMatchObject({ id: '1', type: 'other' });
  });
});

describe('user', () => {
  const reg = {
    email: ' Ana@Feira.com ',
    password: '12345678',
    firstName: 'Ana',
    lastName: 'Souza',
    phone: '(11) 98765-4321',
    dateOfBirth: '1990-02-28',
    gender: 'female',
    role: 'seller',
  };
  it('registration', () => {
    expect(registrationSchema.parse(reg)).toMatchObject({
      email: 'ana@feira.com',
      phone: '11987654321',
      role: 'seller',
    });
    expect(
      registrationSchema.parse({ ...reg, phone: '', dateOfBirth: '', gender: '', role: undefined }),
    ).toMatchObject({ role: 'shopper', phone: undefined });
    const msgs = (v: unknown) => registrationSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(
      msgs({
        ...reg,
        email: 'x',
        password: 'short',
        firstName: ' ',
        lastName: '',
        phone: '123',
        dateOfBirth: '1990-02-30',
        gender: 'x',
        role: 'admin',
      }),
    ).toEqual([
      'E-mail inválido',
      'Senha deve ter pelo menos 8 caracteres',
      'Nome é obrigatório',
      'Sobrenome é obrigatório',
      'Telefone inválido',
      'Data de nascimento inválida',
      'Gênero inválido',
      'Tipo de conta inválido',
    ]);
    expect(msgs({ ...reg, password: 'x'.repeat(129), email: '' })).toEqual([
      'E-mail é obrigatório',
      'Senha deve ter no máximo 128 caracteres',
    ]);
  });
  it('login', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message).toBe(
      'Senha é obrigatória',
    );
    expect(loginSchema.parse({ email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });
  it('display name and roles', () => {
    expect(displayName({ name: ' Ana S ', firstName: 'x' })).toBe('Ana S');
    expect(displayName({ firstName: 'Ana', lastName: 'Souza' })).toBe('Ana Souza');
    expect(displayName({ firstName: 'Ana', lastName: null })).toBe('Ana');
    expect(displayName({ username: 'ana99' })).toBe('ana99');
    expect(displayName({})).toBe('');
    expect([
      isSeller({ role: 'seller' }),
      isSeller({ role: 'admin' }),
      isSeller(null),
      isAdmin({ role: 'admin' }),
    ]).toEqual([true, false, false, true]);
  });
});
