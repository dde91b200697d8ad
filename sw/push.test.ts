import { describe, expect, it, vi } from 'vitest';

// push.ts opens the Dexie database at import; readPush itself is pure.
vi.mock('../src/data/db', () => ({ db: {} }));
const { closeShownNotifications, deliverPush, readPush } = await import('./push');

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

describe('deliverPush on a shared phone', () => {
  const forUser = (userId: number) =>
    readPush(
      JSON.stringify({
        userId,
        title: 'Reserva confirmada',
        body: 'Sua reserva está pronta.',
        url: '/account/reservations',
        data: { notificationId: 4, notification: { id: 4, type: 'reservation', title: 'x', message: 'y' } },
      }),
    );
  const deliver = async (push: ReturnType<typeof readPush>, signedIn: number | null) => {
    const shown: string[] = [];
    const kept: unknown[] = [];
    const delivered = await deliverPush(push, {
      signedInUserId: async () => signedIn,
      show: async (p) => {
        shown.push(p.title);
      },
      keep: async (n) => {
        kept.push(n);
      },
      afterwards: async () => undefined,
    });
    return { delivered, shown, kept };
  };

  it('reads the recipient the server puts in every push', () => {
    expect(forUser(7).userId).toBe(7);
  });

  it('shows and keeps a push for the user signed in here', async () => {
    expect(await deliver(forUser(7), 7)).toEqual({
      delivered: true,
      shown: ['Reserva confirmada'],
      kept: [expect.objectContaining({ id: 4 })],
    });
  });

  it('drops a push for a user who signed out (nobody signed in) or for another user: not shown, not kept', async () => {
    for (const signedIn of [null, 8]) {
      expect(await deliver(forUser(7), signedIn)).toEqual({ delivered: false, shown: [], kept: [] });
    }
  });

  it('a push naming no one shows, and is kept in the notifications table only while someone is signed in', async () => {
    const legacy = () =>
      readPush(
        JSON.stringify({
          title: 'Oi',
          data: { notification: { id: 5, type: 'other', title: 'a', message: 'b' } },
        }),
      );
    expect(await deliver(legacy(), null)).toEqual({ delivered: true, shown: ['Oi'], kept: [] });
    expect(await deliver(legacy(), 3)).toMatchObject({
      delivered: true,
      kept: [expect.objectContaining({ id: 5 })],
    });
  });
});

describe('closeShownNotifications', () => {
  it("closes every notification still on screen, the previous user's, and counts them", async () => {
    const shown = [{ close: vi.fn() }, { close: vi.fn() }];
    const registration = { getNotifications: vi.fn(async () => shown as unknown as Notification[]) };
    expect(await closeShownNotifications(registration)).toBe(2);
    for (const notification of shown) expect(notification.close).toHaveBeenCalledOnce();
  });
});
