import { describe, expect, it, vi } from 'vitest';

// push.ts opens the Dexie database at import; readPush itself is pure.
vi.mock('../src/data/db', () => ({ db: {} }));
const { readPush } = await import('./push');

describe('readPush', () => {
  it("reads Feira's Web Push payload, with its tag", () => {
    const raw = JSON.stringify({
      title: 'Nova promoção na Banca do Zé',
      body: 'Queima: Tomate por R$ 5,00.',
      url: '/products/3',
      tag: 'promotion-9',
      data: { notificationId: 9, type: 'promotion' },
    });
    expect(readPush(raw)).toMatchObject({
      title: 'Nova promoção na Banca do Zé',
      body: 'Queima: Tomate por R$ 5,00.',
      url: '/products/3',
      tag: 'promotion-9',
    });
  });

  it("unwraps the payload Feira's FCM sender puts in data.payload", () => {
    const inner = { title: 'Destaque na Banca', body: 'Alface por R$ 3,00.', url: '/products/7', tag: 'h-1' };
    const raw = JSON.stringify({
      data: { payload: JSON.stringify(inner) },
      notification: { title: 'Destaque na Banca', body: 'Alface por R$ 3,00.' },
    });
    expect(readPush(raw)).toMatchObject({ title: 'Destaque na Banca', url: '/products/7', tag: 'h-1' });
  });

  it('falls back to the FCM notification when data.payload is not JSON', () => {
    const raw = JSON.stringify({
      data: { payload: '{quebrado' },
      notification: { title: 'Oi', body: 'Tudo?' },
    });
    expect(readPush(raw)).toMatchObject({ title: 'Oi', body: 'Tudo?', url: '/account/notifications' });
  });

  it('shows plain text under the app name', () => {
    expect(readPush('Sua reserva está pronta')).toEqual({
      title: 'Feira',
      body: 'Sua reserva está pronta',
      url: '/account/notifications',
    });
  });
});
