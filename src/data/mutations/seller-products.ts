/**
 * A seller's product writes: create, save (PUT) and the status actions of spec 001 §4, optimistic
 * in `sellerProducts` and queued with the version the seller saw. The caller computes the next row with the
 * domain entity (the seller data module), so this module stays light: it only records, sends and settles.
 * A refusal (409 VERSION_CONFLICT from another device, 422 business rule) restores the row and keeps the
 * seller's change (./refused.ts), so nothing is lost until the seller fixes or discards it.
 */
import { productSchema } from '../../domain/api/catalogue';
import { db, type PendingMutationRow, type SellerProductRow } from '../db';
import { defineMutation, type WriteOptions } from './engine';
import { linkLocalPhotos, settleLocalPhotos, uploadLocalPhotos } from './local-photos';
import { capture } from './snapshot';
import { unwrap } from './wire';

export interface ProductCreateInput {
  /** Temporary negative id, shown until the server's id replaces it. */
  row: SellerProductRow;
  body: Record<string, unknown>;
}

export interface ProductChangeInput {
  current: SellerProductRow;
  /** The row as it will look once the server agrees (computed with the domain entity). */
  next: SellerProductRow;
  /** 'update' (PUT /api/products/:id) or an action of PRODUCT_ACTIONS. */
  change: string;
  body: Record<string, unknown>;
}

async function putServerRow(body: unknown, replacing: number): Promise<void> {
  const parsed = productSchema.safeParse(unwrap(body, 'product'));
  if (!parsed.success) return;
  if (replacing !== parsed.data.id) await db.sellerProducts.delete(replacing);
  await db.sellerProducts.put(parsed.data);
}

export const createSellerProduct: (
  input: ProductCreateInput,
  options?: WriteOptions,
) => Promise<PendingMutationRow> = defineMutation({
  kind: 'sellerProduct.create',
  tables: ['sellerProducts', 'sellerStores', 'localPhotos'],
  target: (input: ProductCreateInput) => ({ family: 'sellerProduct', key: input.row.id }),
  request: ({ body }) => ({ method: 'POST', url: '/api/products', body }),
  apply: async ({ row, body }, { mutationId }) => {
    await linkLocalPhotos(body, mutationId);
    await db.sellerProducts.add({ ...row, clientId: mutationId, pendingMutationId: mutationId });
    return [{ table: 'sellerProducts', key: row.id, row: null }];
  },
  prepare: (row) => uploadLocalPhotos(row),
  reconcile: (target, body) => putServerRow(body, target.key),
  settled: (row, outcome) => settleLocalPhotos(row.id, outcome),
  keepRefused: () => true,
});

function changeRequest({ current, change, body }: ProductChangeInput) {
  const sent = { ...body, storeId: current.storeId, version: current.version };
  return change === 'update'
    ? {
        method: 'PUT' as const,
        url: `/api/products/${current.id}`,
        body: sent,
        expectedVersion: current.version,
      }
    : {
        method: 'POST' as const,
        url: `/api/products/${current.id}/${change}`,
        body: sent,
        expectedVersion: current.version,
      };
}

export const changeSellerProduct: (
  input: ProductChangeInput,
  options?: WriteOptions,
) => Promise<PendingMutationRow> = defineMutation({
  kind: 'sellerProduct.update',
  tables: ['sellerProducts', 'sellerStores', 'localPhotos'],
  target: (input: ProductChangeInput) => ({ family: 'sellerProduct', key: input.current.id }),
  request: (input) => changeRequest(input),
  apply: async ({ current, next, body }, { mutationId }) => {
    await linkLocalPhotos(body, mutationId);
    const snapshot = await capture('sellerProducts', [current.id]);
    // The server bumps the version once per saved change; the next queued change is sent with this one.
    await db.sellerProducts.put({ ...next, version: current.version + 1, pendingMutationId: mutationId });
    return snapshot;
  },
  prepare: (row) => uploadLocalPhotos(row),
  reconcile: (target, body) => putServerRow(body, target.key),
  settled: (row, outcome) => settleLocalPhotos(row.id, outcome),
  keepRefused: () => true,
});

export interface ProductDeleteInput {
  current: SellerProductRow;
}

/**
 * Deleting a product: gone from this device at once, queued with the version the seller saw. A 404 means it
 * is already gone (deleted on another device): nothing to put back. A conflict restores it with the delete
 * kept for the seller, like any other refused change.
 */
export const deleteSellerProduct: (
  input: ProductDeleteInput,
  options?: WriteOptions,
) => Promise<PendingMutationRow> = defineMutation({
  kind: 'sellerProduct.delete',
  tables: ['sellerProducts'],
  target: ({ current }: ProductDeleteInput) => ({ family: 'sellerProduct', key: current.id }),
  request: ({ current }) => ({
    method: 'DELETE',
    url: `/api/products/${current.id}?${new URLSearchParams({
      storeId: String(current.storeId),
      version: String(current.version),
    })}`,
    expectedVersion: current.version,
  }),
  apply: async ({ current }) => {
    const snapshot = await capture('sellerProducts', [current.id]);
    await db.sellerProducts.delete(current.id);
    return snapshot;
  },
  reconcile: async (target) => {
    await db.sellerProducts.delete(target.key);
  },
  onRefused: async (target, _message, row) => {
    if (row.outcome?.status === 404) await db.sellerProducts.delete(target.key);
  },
  keepRefused: (row) => row.outcome?.status !== 404,
});
