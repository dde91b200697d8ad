/**
 * Database v9's upgrade: until then a refused seller change was kept on its record (`conflict` on a seller
 * store, product, coupon or promotion; v6 moved the coupons and promotions of the saved answers, their
 * conflicts included, into their synced tables). It moves to `refusedWrites`, the one place a refusal is
 * kept, so the seller still finds it to fix or discard; nothing the seller did is dropped by the upgrade.
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

type WithConflict = { id: number; storeId?: number; conflict?: KeptConflict };

interface Request {
  kind: MutationKind;
  method: string;
  url: string;
}

function refusedOf(userId: number, id: number, request: Request, conflict: KeptConflict): RefusedWriteRow {
  const { kind, method, url } = request;
  const ref = { family: kind.split('.')[0], key: id } as RefusedWriteRow['ref'];
  const code = conflict.code ?? 'VERSION_CONFLICT';
  return {
    id: `kept:${targetKey(ref)}`,
    userId,
    kind,
    target: targetKey(ref),
    ref,
    method,
    url,
    body: conflict.body ?? {},
    status: code === 'VERSION_CONFLICT' ? 409 : 422,
    code,
    message: conflict.message ?? '',
    title: refusalTitle(kind, conflict.body),
    refusedAt: conflict.at ?? Date.now(),
  };
}

/** The request each table's kept change was: stores and products name theirs, coupons and promotions were edits. */
const REQUESTS: Record<string, (row: WithConflict, conflict: KeptConflict) => Request> = {
  sellerStores: (row, conflict) => ({
    kind: 'sellerStore.update',
    method: 'PUT',
    url: `/api/seller/stores/${row.id}${conflict.path ?? ''}`,
  }),
  sellerProducts: (row, { change = 'update' }) => {
    const url = `/api/products/${row.id}`;
    if (change === 'update') return { kind: 'sellerProduct.update', method: 'PUT', url };
    if (change === 'delete') return { kind: 'sellerProduct.delete', method: 'DELETE', url };
    return { kind: 'sellerProduct.update', method: 'POST', url: `${url}/${change}` };
  },
  sellerCoupons: (row) => ({
    kind: 'sellerCoupon.update',
    method: 'PUT',
    url: `/api/seller/coupons/${row.id}`,
  }),
  sellerPromotions: (row) => ({
    kind: 'sellerPromotion.update',
    method: 'PUT',
    url: `/api/seller/promotions/${row.id}`,
  }),
};

export async function moveKeptConflicts(tx: Transaction): Promise<void> {
  const refused = tx.table<RefusedWriteRow, string>('refusedWrites');
  const stores = await tx.table<WithConflict & { ownerId: number }, number>('sellerStores').toArray();
  const ownerOf = new Map(stores.map((store) => [store.id, store.ownerId]));
  // The seller tables on a device are one user's (cleared whenever a session ends): the store's owner, or
  // the user the device has signed in.
  const me = (await tx.table<{ key: string; user?: { id?: unknown } }, string>('me').get('me'))?.user?.id;
  const signedIn = typeof me === 'number' ? me : stores[0]?.ownerId;
  for (const [name, request] of Object.entries(REQUESTS)) {
    const table = tx.table<WithConflict & { ownerId?: number }, number>(name);
    for (const row of await table.toArray()) {
      const { conflict, ...rest } = row;
      if (!conflict) continue;
      const userId = row.ownerId ?? ownerOf.get(row.storeId ?? Number.NaN) ?? signedIn;
      // No owner to give it to (no store, nobody signed in): a refusal nobody could see or clear is not kept.
      if (userId !== undefined)
        await refused.put(refusedOf(userId, row.id, request(row, conflict), conflict));
      await table.put(rest);
    }
  }
}
