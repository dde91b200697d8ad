import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type PendingMutationRow } from '../db';
import { pullWishlist } from '../sync/user-collections';
import { jsonResponse } from '../test-responses';
import { type MutationSettlement, subscribeSettlements } from './define';
import { applyOutcomes, pumpMutations } from './engine';
import { addToWishlist } from './index';
import { MUTATION_ROW_FORMAT, parseTargetKey, targetOf } from './targets';
import { mutationTestBed } from './test-bed';
import { productRow } from './test-rows';

const toasts = mutationTestBed();
let settlements: MutationSettlement[] = [];
let stopSettlements = () => {};

beforeEach(() => {
  settlements = [];
  stopSettlements = subscribeSettlements((s) => settlements.push(s));
});

afterEach(() => stopSettlements());

/** A row exactly as the first releases queued it: no `format`, no structured `ref`. */
function formatOneRow(overrides: Partial<PendingMutationRow> = {}): PendingMutationRow {
  return {
    id: 'old-1',
    userId: 7,
    kind: 'wishlist.add',
    target: 'wishlist:12',
    seq: 1,
    method: 'POST',
    url: '/api/wishlist/12',
    snapshot: [{ table: 'wishlist', key: 12, row: null }],
    state: 'pending',
    createdAt: 1,
    ...overrides,
  };
}

describe('queued row format', () => {
  it('new rows carry the format version and the structured target', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const row = await addToWishlist(productRow({ discountedPrice: 8 }));
    expect(await db.pendingMutations.get(row.id)).toMatchObject({
      format: MUTATION_ROW_FORMAT,
      ref: { family: 'wishlist', key: 12 },
      target: 'wishlist:12',
    });
    expect((await db.wishlist.get(12))?.product?.price).toBe(8);
  });

  it('replays a format-1 row and reconciles it through its kind', async () => {
    await db.pendingMutations.add(formatOneRow());
    await db.wishlist.put({ productId: 12, createdAt: 'local', pendingMutationId: 'old-1' });
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push(`${init.method} ${url} ${(init.headers as Record<string, string>)['Idempotency-Key']}`);
        return jsonResponse(201, { id: 99, userId: 7, productId: 12, createdAt: 'server-time' });
      }),
    );
    await pumpMutations();
    expect(sent).toEqual(['POST /api/wishlist/12 old-1']);
    const item = await db.wishlist.get(12);
    expect(item).toMatchObject({ id: 99, createdAt: 'server-time' });
    expect(item?.pendingMutationId).toBeUndefined();
    expect(await db.pendingMutations.count()).toBe(0);
    expect(settlements).toEqual([
      { outcome: 'applied', id: 'old-1', kind: 'wishlist.add', target: 'wishlist:12' },
    ]);
  });

  it('a format-1 row without a target is still protected from pulls and rolled back on refusal', async () => {
    const { target: _none, ...withoutTarget } = formatOneRow({ kind: 'wishlist.remove', method: 'DELETE' });
    await db.pendingMutations.add(withoutTarget as PendingMutationRow);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/wishlist'
          ? jsonResponse(200, [{ productId: 12, createdAt: 'x' }])
          : Promise.reject(new TypeError('offline')),
      ),
    );
    await pullWishlist(0);
    expect(await db.wishlist.get(12)).toBeUndefined();
    await db.pendingMutations.update('old-1', {
      state: 'refused',
      outcome: { status: 404, body: { message: 'Produto não encontrado' }, receivedAt: 1 },
    });
    await applyOutcomes();
    expect(toasts.map((t) => t.description)).toEqual(['Não foi possível remover da lista de desejos']);
  });

  it('a 409 VERSION_CONFLICT settles as a conflict carrying the server’s current row', async () => {
    await db.pendingMutations.add(
      formatOneRow({
        state: 'refused',
        outcome: {
          status: 409,
          body: {
            message: 'Versão desatualizada',
            code: 'VERSION_CONFLICT',
            details: { current: { version: 4 } },
          },
          receivedAt: 1,
        },
      }),
    );
    await applyOutcomes();
    expect(settlements).toEqual([
      {
        outcome: 'conflict',
        id: 'old-1',
        kind: 'wishlist.add',
        target: 'wishlist:12',
        message: 'Versão desatualizada',
        current: { version: 4 },
      },
    ]);
  });

  it('reads every stored target shape once', () => {
    expect(parseTargetKey('wishlist:12')).toEqual({ family: 'wishlist', key: 12 });
    expect(parseTargetKey('reservation:-3')).toEqual({ family: 'reservation', key: -3 });
    expect(parseTargetKey('redemption:12345678')).toEqual({ family: 'redemption', key: '12345678' });
    expect(parseTargetKey('reservations:cancelled')).toEqual({ family: 'reservations', key: 'cancelled' });
    expect(parseTargetKey('notifications')).toEqual({ family: 'notifications', key: undefined });
    expect(targetOf({ kind: 'notification.read', url: '/api/notifications/5/read' })).toEqual({
      family: 'notification',
      key: 5,
    });
  });
});
