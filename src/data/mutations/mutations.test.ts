import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { pullReservations, pullWishlist } from '../sync/user-collections';
import { jsonResponse, offline } from '../test-responses';
import { pumpMutations, settleMutations } from './engine';
import {
  addToWishlist,
  CANCEL_UNSENT,
  cancelReservation,
  clearCancelledReservations,
  createReservation,
  markAllNotificationsRead,
  REDEEM_QUEUED,
  redeemCoupon,
  removeFromWishlist,
} from './index';
import { setCurrentUserSource } from './session-link';
import { mutationTestBed } from './test-bed';
import { productRow } from './test-rows';

const product = productRow();

const toasts = mutationTestBed();

describe('wishlist', () => {
  it('writes optimistically with a pending marker and a queue row in one go, even offline', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    const row = await addToWishlist(product);
    expect(await db.wishlist.get(12)).toMatchObject({ productId: 12, pendingMutationId: row.id });
    expect(await db.pendingMutations.get(row.id)).toMatchObject({
      userId: 7,
      target: 'wishlist:12',
      method: 'POST',
      url: '/api/wishlist/12',
      snapshot: [{ table: 'wishlist', key: 12, row: null }],
    });
    await settleMutations();
    expect((await db.pendingMutations.get(row.id))?.state).toBe('pending');
  });

  it('sends the mutation id as Idempotency-Key and clears the marker on success', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(201, { id: 99, userId: 7, productId: 12, createdAt: 'server-time' }),
    );
    vi.stubGlobal('fetch', fetch);
    const row = await addToWishlist(product);
    await settleMutations();
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(headers['Idempotency-Key']).toBe(row.id);
    const item = await db.wishlist.get(12);
    expect(item).toMatchObject({ id: 99, createdAt: 'server-time' });
    expect(item?.pendingMutationId).toBeUndefined();
    expect(await db.pendingMutations.count()).toBe(0);
  });

  it('rolls back and shows the §8 toast on a final refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'Produto não encontrado', code: 'NOT_FOUND' })),
    );
    await addToWishlist(product);
    await settleMutations();
    expect(await db.wishlist.get(12)).toBeUndefined();
    expect(await db.pendingMutations.count()).toBe(0);
    expect(toasts).toEqual([
      { variant: 'destructive', title: 'Erro', description: 'Não foi possível adicionar à lista de desejos' },
    ]);
  });

  it('keeps the mutation on a 500 or a portal page and sends later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'x' })),
    );
    await addToWishlist(product);
    await settleMutations();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>portal</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ),
    );
    expect(await db.pendingMutations.count()).toBe(1);
    expect((await db.wishlist.get(12))?.pendingMutationId).toBeDefined();
  });

  it('keeps the mutation through the 503 of a database outage and delivers it once the server answers', async () => {
    // What the server answers while its database is unreachable (server/http/error-handler.ts).
    const unavailable = () =>
      new Response(
        JSON.stringify({
          message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
          code: 'SERVICE_UNAVAILABLE',
        }),
        { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '5' } },
      );
    const sent = vi.fn(async () => unavailable());
    vi.stubGlobal('fetch', sent);
    await addToWishlist(product);
    await settleMutations();
    await pumpMutations();
    await settleMutations();
    expect(sent.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(await db.pendingMutations.count()).toBe(1);
    expect((await db.wishlist.get(12))?.pendingMutationId).toBeDefined();
    expect(toasts).toEqual([]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(201, { id: 90, productId: 12, addedAt: '2025-05-10T12:00:00Z' })),
    );
    await pumpMutations();
    await settleMutations();
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.wishlist.get(12)).toBeDefined();
  });

  it('a remove after an add ends removed, sent in order, and a pull does not bring it back', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    await addToWishlist(product);
    await removeFromWishlist(12);
    await settleMutations();
    expect(await db.wishlist.get(12)).toBeUndefined();
    // The server still has the item (nothing delivered yet): the pending remove wins locally.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/wishlist' ? jsonResponse(200, [{ productId: 12, createdAt: 'x' }]) : offline(),
      ),
    );
    await pullWishlist(0);
    expect(await db.wishlist.get(12)).toBeUndefined();

    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push(`${init.method} ${url}`);
        return init.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : jsonResponse(201, { productId: 12 });
      }),
    );
    const { pumpMutations } = await import('./engine');
    await pumpMutations();
    expect(sent).toEqual(['POST /api/wishlist/12', 'DELETE /api/wishlist/12']);
    expect(await db.wishlist.get(12)).toBeUndefined();
    expect(await db.pendingMutations.count()).toBe(0);
  });

  it('a pull answered before a remove settled is asked again, not written over the remove', async () => {
    await db.wishlist.put({ productId: 12, createdAt: 'x' });
    vi.stubGlobal('fetch', vi.fn(offline));
    await removeFromWishlist(12);
    await settleMutations();
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') return new Response(null, { status: 204 });
        reads += 1;
        if (reads > 1) return jsonResponse(200, []);
        // The server answers while the remove is still on its way; the remove settles before that answer lands.
        const stale = jsonResponse(200, [{ productId: 12, createdAt: 'x' }]);
        await pumpMutations();
        return stale;
      }),
    );
    await pullWishlist(0);
    expect(reads).toBe(2);
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.wishlist.get(12)).toBeUndefined();
  });
});

describe('reservations', () => {
  it('creates a temporary row that the server row replaces', async () => {
    await db.products.put(product);
    vi.stubGlobal('fetch', vi.fn(offline));
    const local = await createReservation({ productId: 12, quantity: 2 });
    expect(local.id).toBeLessThan(0);
    expect(await db.reservations.get(local.id)).toMatchObject({
      status: 'pending',
      quantity: 2,
      pendingMutationId: local.clientId,
    });
    await settleMutations();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(201, {
          reservation: {
            id: 501,
            productId: 12,
            quantity: 2,
            status: 'pending',
            expiresAt: '2030-01-01T02:00:00.000Z',
            createdAt: '2030-01-01T00:00:00.000Z',
          },
        }),
      ),
    );
    const { pumpMutations } = await import('./engine');
    await pumpMutations();
    expect(await db.reservations.get(local.id)).toBeUndefined();
    const server = await db.reservations.get(501);
    expect(server).toMatchObject({ expiresAt: '2030-01-01T02:00:00.000Z', quantity: 2 });
    expect(server?.pendingMutationId).toBeUndefined();
  });

  it('a refused creation disappears with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { message: 'Estoque insuficiente', code: 'CONFLICT' })),
    );
    await createReservation({ productId: 12, quantity: 1 });
    await settleMutations();
    expect(await db.reservations.count()).toBe(0);
    expect(toasts).toEqual([
      { variant: 'destructive', title: 'Erro na reserva', description: 'Estoque insuficiente' },
    ]);
  });

  it('cancel rolls back on refusal; an unsent reservation cannot be cancelled yet', async () => {
    await db.reservations.put({
      id: 5,
      productId: 12,
      quantity: 1,
      status: 'pending',
      expiresAt: '2030-01-01',
      createdAt: '2030-01-01',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(422, { message: 'x', code: 'BUSINESS_RULE_VIOLATION' })),
    );
    await cancelReservation(5);
    expect((await db.reservations.get(5))?.status).toBe('cancelled');
    await settleMutations();
    expect((await db.reservations.get(5))?.status).toBe('pending');
    expect(toasts[0]?.description).toBe('Não foi possível cancelar a reserva');
    await expect(cancelReservation(-3)).rejects.toThrow(CANCEL_UNSENT);
  });

  it('clear cancelled: optimistic, protected from pulls, restored on refusal', async () => {
    await db.reservations.bulkPut([
      { id: 1, productId: 1, quantity: 1, status: 'cancelled', expiresAt: 'x', createdAt: 'x' },
      { id: 2, productId: 2, quantity: 1, status: 'pending', expiresAt: 'x', createdAt: 'x' },
    ]);
    vi.stubGlobal('fetch', vi.fn(offline));
    await clearCancelledReservations();
    await settleMutations();
    expect((await db.reservations.toArray()).map((r) => r.id)).toEqual([2]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/reservations'
          ? jsonResponse(200, [
              { id: 1, productId: 1, quantity: 1, status: 'cancelled', expiresAt: 'x', createdAt: 'x' },
              { id: 2, productId: 2, quantity: 1, status: 'pending', expiresAt: 'x', createdAt: 'x' },
            ])
          : offline(),
      ),
    );
    await pullReservations(0);
    expect((await db.reservations.toArray()).map((r) => r.id)).toEqual([2]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, {})),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { message: 'Acesso negado' })),
    );
    const { pumpMutations } = await import('./engine');
    await pumpMutations();
    expect((await db.reservations.toArray()).map((r) => r.id).sort()).toEqual([1, 2]);
    expect(toasts.at(-1)?.description).toBe('Não foi possível limpar as reservas canceladas');
  });
});

describe('notifications and coupons', () => {
  it('mark all read keeps the unread count at 0 and restores it on refusal', async () => {
    await db.notifications.bulkPut([
      { id: 1, type: 'other', title: 'a', message: 'a', isRead: false, readAt: null, sentAt: 'x' },
      { id: 2, type: 'other', title: 'b', message: 'b', isRead: true, readAt: 'y', sentAt: 'x' },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { message: 'x' })),
    );
    await markAllNotificationsRead();
    expect(await db.notifications.filter((n) => !n.isRead).count()).toBe(0);
    await settleMutations();
    expect(await db.notifications.filter((n) => !n.isRead).count()).toBe(1);
  });

  it('redeemCoupon resolves with the server redemption, or rejects clearly when queued', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(201, {
          redemption: {
            validationCode: 'ABCDEFGH23',
            redeemedAt: 'now',
            customerName: null,
            customerPhone: null,
          },
        }),
      ),
    );
    await expect(redeemCoupon(4, { customerName: '  Ana ' })).resolves.toMatchObject({
      validationCode: 'ABCDEFGH23',
    });
    vi.stubGlobal('fetch', vi.fn(offline));
    await expect(redeemCoupon(4)).rejects.toThrow(REDEEM_QUEUED);
    expect(await db.pendingMutations.filter((m) => m.kind === 'coupon.redeem').count()).toBe(1);
  });

  it('another user’s verdict never touches the current tables', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    const row = await addToWishlist(product);
    await settleMutations();
    setCurrentUserSource(() => 8);
    await db.wishlist.clear();
    await db.wishlist.put({ productId: 12, createdAt: 'B' });
    await db.pendingMutations.update(row.id, {
      state: 'refused',
      outcome: { status: 404, body: {}, receivedAt: 1 },
    });
    const { applyOutcomes } = await import('./engine');
    await applyOutcomes();
    expect(await db.wishlist.get(12)).toMatchObject({ createdAt: 'B' });
    expect(toasts).toEqual([]);
  });
});
