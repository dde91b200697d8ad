/**
 * Database v6's upgrade: until then a refused seller change was kept on its record (`conflict` on a seller
 * store, product or saved coupon/promotion). It moves to `refusedWrites`, the one place a refusal is kept,
 * so the seller still finds it to fix or discard; nothing the seller did is dropped by the upgrade.
 */
import type { Transaction } from 'dexie';
import type { RefusedWriteRow } from '../db';
import { refusalTitle } from './refusal-titles';
import { type MutationKind, targetKey } from './targets';

interface KeptConflict {
  body?: Record<string, unknown>;
  message?: string;
  at?: number;
  /** Products: 'update', 'delete' or an action's name. */
  change?: string;
  code?: string;
  /** Stores: '' (details) or '/location'. */
  path?: string;
}

type WithConflict = { id: number; conflict?: KeptConflict };

function refusedOf(
  userId: number,
  kind: MutationKind,
  id: number,
  request: { method: string; url: string },
  conflict: KeptConflict,
): RefusedWriteRow {
  const ref = { family: kind.split('.')[0], key: id } as RefusedWriteRow['ref'];
  const code = conflict.code ?? 'VERSION_CONFLICT';
  return {
    id: `kept:${targetKey(ref)}`,
    userId,
    kind,
    target: targetKey(ref),
    ref,
    ...request,
    body: conflict.body ?? {},
    status: code === 'VERSION_CONFLICT' ? 409 : 422,
    code,
    message: conflict.message ?? '',
    title: refusalTitle(kind, conflict.body),
    refusedAt: conflict.at ?? Date.now(),
  };
}

function productRequest(id: number, change: string) {
  if (change === 'update') return { method: 'PUT', url: `/api/products/${id}` };
  if (change === 'delete') return { method: 'DELETE', url: `/api/products/${id}` };
  return { method: 'POST', url: `/api/products/${id}/${change}` };
}

const SAVED_ITEM = /^(\d+):(\/api\/seller\/(coupons|promotions))\/(\d+)$/;

export async function moveKeptConflicts(tx: Transaction): Promise<void> {
  const refused = tx.table<RefusedWriteRow, string>('refusedWrites');
  const stores = await tx.table<WithConflict & { ownerId: number }, number>('sellerStores').toArray();
  // The seller catalogue on a device is one user's (it is cleared when another signs in).
  const owner = stores[0]?.ownerId ?? 0;
  for (const store of stores) {
    if (!store.conflict) continue;
    const url = `/api/seller/stores/${store.id}${store.conflict.path ?? ''}`;
    await refused.put(
      refusedOf(store.ownerId, 'sellerStore.update', store.id, { method: 'PUT', url }, store.conflict),
    );
    delete store.conflict;
    await tx.table('sellerStores').put(store);
  }
  const products = tx.table<WithConflict, number>('sellerProducts');
  for (const product of await products.toArray()) {
    if (!product.conflict) continue;
    const change = product.conflict.change ?? 'update';
    const kind = change === 'delete' ? 'sellerProduct.delete' : 'sellerProduct.update';
    await refused.put(
      refusedOf(owner, kind, product.id, productRequest(product.id, change), product.conflict),
    );
    delete product.conflict;
    await products.put(product);
  }
  const saved = tx.table<{ key: string; data: unknown }, string>('sellerReads');
  for (const read of await saved.toArray()) {
    const item = SAVED_ITEM.exec(read.key);
    const rows = Array.isArray(read.data) ? (read.data as WithConflict[]) : [read.data as WithConflict];
    if (!rows.some((row) => row?.conflict)) continue;
    if (item) {
      const [, user, path, family, id] = item;
      const row = read.data as WithConflict;
      const kind = family === 'coupons' ? 'sellerCoupon.update' : 'sellerPromotion.update';
      const request = { method: 'PUT', url: `${path}/${id}` };
      if (row.conflict) await refused.put(refusedOf(Number(user), kind, Number(id), request, row.conflict));
    }
    for (const row of rows) if (row) delete row.conflict;
    await saved.put(read);
  }
}
