/**
 * A seller's store edits (details, hours, location) as queued writes, optimistic in `sellerStores` and sent
 * with the version the seller saw (If-Match). A refusal restores the row with the server's reason; a 409
 * VERSION_CONFLICT keeps the seller's change on the row (`conflict`) until they choose. Creating and deleting
 * a store stay online: a new store's id and the 409 while reservations are pending are needed on the spot.
 */
import { storeSchema } from '../../domain/api/catalogue';
import { messages } from '../../domain/messages';
import { db, type PendingMutationRow, type SellerStoreRow } from '../db';
import { errorFromBody } from '../http';
import { defineMutation } from './engine';
import { capture } from './snapshot';
import { unwrap } from './wire';

export interface StoreChangeInput {
  current: SellerStoreRow;
  next: SellerStoreRow;
  /** '' for the store's details, '/location' for its point. */
  path: '' | '/location';
  body: Record<string, unknown>;
}

async function keepConflict(key: number, row: PendingMutationRow): Promise<void> {
  if (!row.outcome) return;
  const error = errorFromBody(row.outcome.status, '', row.outcome.body);
  if (error.code !== 'VERSION_CONFLICT') return;
  await db.sellerStores.update(key, {
    conflict: { body: (row.body ?? {}) as Record<string, unknown>, message: error.message, at: Date.now() },
  });
}

export const changeSellerStore: (input: StoreChangeInput) => Promise<PendingMutationRow> = defineMutation({
  kind: 'sellerStore.update',
  tables: ['sellerStores'],
  target: ({ current }: StoreChangeInput) => ({ family: 'sellerStore', key: current.id }),
  request: ({ current, path, body }) => ({
    method: 'PUT',
    url: `/api/seller/stores/${current.id}${path}`,
    body,
    expectedVersion: current.version,
  }),
  apply: async ({ current, next }, { mutationId }) => {
    const snapshot = await capture('sellerStores', [current.id]);
    const { conflict: _resolved, ...rest } = next;
    await db.sellerStores.put({
      ...rest,
      version: (current.version ?? 0) + 1,
      pendingMutationId: mutationId,
    });
    return snapshot;
  },
  reconcile: async (target, body) => {
    const parsed = storeSchema.safeParse(unwrap(body, 'store'));
    if (!parsed.success) return;
    const kept = await db.sellerStores.get(target.key);
    // The list's product count is not in a write's answer: keep this device's.
    await db.sellerStores.put({
      ...parsed.data,
      productCount: parsed.data.productCount ?? kept?.productCount,
    });
  },
  onRefused: (target, _message, row) => keepConflict(target.key, row),
  refusal: (_target, message) => ({
    variant: 'destructive' as const,
    title: messages.consumer.errorTitle,
    description: message,
  }),
});
