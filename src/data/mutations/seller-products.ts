/**
 * A seller's product writes: create, save (PUT) and the status actions of spec 001 §4, optimistic
 * in `sellerProducts` and queued with the version the seller saw. The caller computes the next row with the
 * domain entity (the seller data module), so this module stays light: it only records, sends and settles.
 * A refusal (409 VERSION_CONFLICT from another device, 422 business rule) restores the row and keeps the
 * seller's change on it as `conflict`, so nothing is lost until the seller chooses.
 */
import { productSchema } from '../../domain/api/catalogue';
import { productFailureMessages } from '../../domain/product/failure-messages';
import { db, type PendingMutationRow, type SellerProductRow } from '../db';
import { errorFromBody } from '../http';
import { failureMessage } from '../messages';
import { defineMutation } from './engine';
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

async function keepConflict(key: number, change: string, row: PendingMutationRow): Promise<void> {
  if (!row.outcome) return;
  const error = errorFromBody(row.outcome.status, '', row.outcome.body);
  const { version: _version, storeId: _storeId, ...body } = (row.body ?? {}) as Record<string, unknown>;
  await db.sellerProducts.update(key, {
    conflict: { change, body, message: error.message, code: error.code ?? '', at: Date.now() },
  });
}

export const createSellerProduct: (input: ProductCreateInput) => Promise<PendingMutationRow> = defineMutation(
  {
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
    // A refused create has no server row to compare with: its form data is the toast's subject.
    refusal: (_target, message) => failureMessage(message, productFailureMessages.save),
  },
);

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

export const changeSellerProduct: (input: ProductChangeInput) => Promise<PendingMutationRow> = defineMutation(
  {
    kind: 'sellerProduct.update',
    tables: ['sellerProducts', 'sellerStores', 'localPhotos'],
    target: (input: ProductChangeInput) => ({ family: 'sellerProduct', key: input.current.id }),
    request: (input) => changeRequest(input),
    apply: async ({ current, next, body }, { mutationId }) => {
      await linkLocalPhotos(body, mutationId);
      const snapshot = await capture('sellerProducts', [current.id]);
      // The server bumps the version once per saved change; the next queued change is sent with this one.
      const { conflict: _resolved, ...rest } = next;
      await db.sellerProducts.put({ ...rest, version: current.version + 1, pendingMutationId: mutationId });
      return snapshot;
    },
    prepare: (row) => uploadLocalPhotos(row),
    reconcile: (target, body) => putServerRow(body, target.key),
    settled: (row, outcome) => settleLocalPhotos(row.id, outcome),
    onRefused: (target, _message, row) =>
      keepConflict(target.key, (row.url.split('/').at(-1) ?? '').replace(/^\d+$/, 'update'), row),
    refusal: (_target, message) => failureMessage(message, productFailureMessages.save),
  },
);

export interface ProductDeleteInput {
  current: SellerProductRow;
}

/**
 * Deleting a product: gone from this device at once, queued with the version the seller saw. A 404 means it
 * is already gone (deleted on another device): nothing to put back. A conflict restores it with the delete
 * kept as `conflict`, like any other refused change.
 */
export const deleteSellerProduct: (input: ProductDeleteInput) => Promise<PendingMutationRow> = defineMutation(
  {
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
      else await keepConflict(target.key, 'delete', row);
    },
    refusal: (_target, message, row) =>
      row.outcome?.status === 404 ? null : failureMessage(message, productFailureMessages.remove),
  },
);
