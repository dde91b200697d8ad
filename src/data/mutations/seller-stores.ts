/**
 * A seller's store writes as queued writes, optimistic in `sellerStores`: create (a negative temporary id
 * until the server's answer), edits of the details and the location (sent with the version the seller saw,
 * If-Match) and delete. A refusal restores the row and keeps the seller's change with the server's reason
 * (./refused.ts: a delete refused while shoppers hold reservations, a 409 VERSION_CONFLICT on an edit) until
 * they fix or discard it. A logo or cover chosen offline
 * travels with the write like a product's photos (./local-photos.ts): uploaded by `prepare` before the
 * write is sent, the blob deleted once it is applied.
 */
import { storeSchema } from '../../domain/api/catalogue';
import { db, type PendingMutationRow, type SellerStoreRow } from '../db';
import { defineMutation, type WriteOptions } from './engine';
import { linkLocalPhotos, settleLocalPhotos, uploadLocalPhotos } from './local-photos';
import { capture } from './snapshot';
import { unwrap } from './wire';

export type StorePath = '' | '/location';

export interface StoreCreateInput {
  /** The optimistic row, with a negative temporary id until the server's answer. */
  row: SellerStoreRow;
  body: Record<string, unknown>;
}

export interface StoreChangeInput {
  current: SellerStoreRow;
  next: SellerStoreRow;
  /** '' for the store's details, '/location' for its point. */
  path: StorePath;
  body: Record<string, unknown>;
}

export interface StoreDeleteInput {
  current: SellerStoreRow;
}

/** The server's row in place of `replacing` (the temporary id of a created store, or the same id). */
async function putServerRow(body: unknown, replacing: number): Promise<void> {
  const parsed = storeSchema.safeParse(unwrap(body, 'store'));
  if (!parsed.success) return;
  const kept = await db.sellerStores.get(replacing);
  if (replacing !== parsed.data.id) await db.sellerStores.delete(replacing);
  // The list's product count is not in a write's answer: keep this device's.
  await db.sellerStores.put({
    ...parsed.data,
    productCount: parsed.data.productCount ?? kept?.productCount,
  });
}

export const createSellerStore: (
  input: StoreCreateInput,
  options?: WriteOptions,
) => Promise<PendingMutationRow> = defineMutation({
  kind: 'sellerStore.create',
  tables: ['sellerStores', 'sellerProducts', 'localPhotos'],
  target: ({ row }: StoreCreateInput) => ({ family: 'sellerStore', key: row.id }),
  request: ({ body }) => ({ method: 'POST', url: '/api/seller/stores', body }),
  apply: async ({ row, body }, { mutationId }) => {
    await linkLocalPhotos(body, mutationId);
    await db.sellerStores.add({ ...row, pendingMutationId: mutationId });
    return [{ table: 'sellerStores', key: row.id, row: null }];
  },
  prepare: (row) => uploadLocalPhotos(row),
  reconcile: (target, body) => putServerRow(body, target.key),
  settled: (row, outcome) => settleLocalPhotos(row.id, outcome),
  keepRefused: () => true,
});

export const changeSellerStore: (
  input: StoreChangeInput,
  options?: WriteOptions,
) => Promise<PendingMutationRow> = defineMutation({
  kind: 'sellerStore.update',
  tables: ['sellerStores', 'sellerProducts', 'localPhotos'],
  target: ({ current }: StoreChangeInput) => ({ family: 'sellerStore', key: current.id }),
  request: ({ current, path, body }) => ({
    method: 'PUT',
    url: `/api/seller/stores/${current.id}${path}`,
    body,
    expectedVersion: current.version,
  }),
  apply: async ({ current, next, body }, { mutationId }) => {
    await linkLocalPhotos(body, mutationId);
    const snapshot = await capture('sellerStores', [current.id]);
    await db.sellerStores.put({
      ...next,
      version: (current.version ?? 0) + 1,
      pendingMutationId: mutationId,
    });
    return snapshot;
  },
  prepare: (row) => uploadLocalPhotos(row),
  reconcile: (target, body) => putServerRow(body, target.key),
  settled: (row, outcome) => settleLocalPhotos(row.id, outcome),
  keepRefused: () => true,
});

/**
 * Deleting a store: gone from this device at once (its products with it once the server agrees). No version
 * is named: the seller asked for the store to be gone. A 404 means it already is; a 409 (reservations
 * pending) puts it back, the refusal kept with the server's text.
 */
export const deleteSellerStore: (
  input: StoreDeleteInput,
  options?: WriteOptions,
) => Promise<PendingMutationRow> = defineMutation({
  kind: 'sellerStore.delete',
  tables: ['sellerStores', 'sellerProducts'],
  target: ({ current }: StoreDeleteInput) => ({ family: 'sellerStore', key: current.id }),
  request: ({ current }) => ({ method: 'DELETE', url: `/api/seller/stores/${current.id}` }),
  apply: async ({ current }) => {
    const snapshot = await capture('sellerStores', [current.id]);
    await db.sellerStores.delete(current.id);
    return snapshot;
  },
  reconcile: async (target) => {
    await db.sellerStores.delete(target.key);
    await db.sellerProducts.where('storeId').equals(target.key).delete();
  },
  onRefused: async (target, _message, row) => {
    if (row.outcome?.status === 404) await db.sellerStores.delete(target.key);
  },
  keepRefused: (row) => row.outcome?.status !== 404,
});
