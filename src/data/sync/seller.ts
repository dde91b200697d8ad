/**
 * Pull of the seller's own stores and products into `sellerStores` / `sellerProducts`, every
 * status included, so the seller area works with the network off. Rows with a pending change keep their
 * local state (merge.ts); a refused change kept on a row (`conflict`) survives the pull, which brings the
 * server's current version to compare it with. An answer overtaken by a write that settled while it was
 * asked for is asked for again (../mutations/settled.ts).
 */
import type { Table } from 'dexie';
import { z } from 'zod';
import { productPageSchema, storeSchema } from '../../domain/api/catalogue';
import { PRODUCT_LIMITS } from '../../domain/product/limits';
import { db, type SellerProductRow } from '../db';
import { pullUnlessSettled } from '../mutations/settled';
import { type MutationTarget, targetOf } from '../mutations/targets';
import { requestParsed } from '../typed-request';
import { mergePulled, protectedKeys } from './merge';

async function pullStoreProducts(storeId: number, retries: number): Promise<SellerProductRow[]> {
  const rows: SellerProductRow[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({
      storeId: String(storeId),
      page: String(page),
      limit: String(PRODUCT_LIMITS.pageMax),
      sort: 'name:asc',
    });
    const answer = await requestParsed(productPageSchema, `/api/seller/products?${query}`, { retries });
    rows.push(...answer.products);
    if (!answer.pagination.hasNextPage) return rows;
  }
}

async function readSellerCatalogue(retries: number) {
  const stores = await requestParsed(z.array(storeSchema), '/api/seller/stores', { retries });
  const products: SellerProductRow[] = [];
  for (const store of stores) products.push(...(await pullStoreProducts(store.id, retries)));
  return { stores, products };
}

/** Replaces a pulled table's rows: pending rows keep their local state, a refused change kept on a row stays. */
async function replaceRows<R extends { id: number; conflict?: unknown }, I>(
  table: Table<R, number, I>,
  family: string,
  server: R[],
  targets: MutationTarget[],
): Promise<void> {
  const keys = protectedKeys(targets, family);
  const local = await table.toArray();
  const conflicts = new Map(local.filter((r) => r.conflict).map((r) => [r.id, r.conflict]));
  const merged = mergePulled(
    server,
    local,
    (r) => r.id,
    (key) => keys.has(String(key)),
  ).map((row) => {
    const conflict = conflicts.get(row.id);
    return conflict && !row.conflict ? { ...row, conflict } : row;
  });
  await table.clear();
  // Rows read back from the table already carry their key, so they are valid insert rows.
  await table.bulkPut(merged as unknown as I[]);
}

/** False when every answer was overtaken by a settling write: nothing written, the pull is still due. */
export function pullSellerCatalogue(retries: number): Promise<boolean> {
  const tables = [db.sellerStores, db.sellerProducts, db.pendingMutations];
  return pullUnlessSettled(
    () => readSellerCatalogue(retries),
    tables,
    async ({ stores, products }) => {
      const targets = (await db.pendingMutations.toArray())
        .filter((m) => m.state !== 'succeeded' && m.state !== 'refused')
        .map(targetOf);
      await replaceRows(db.sellerStores, 'sellerStore', stores, targets);
      await replaceRows(db.sellerProducts, 'sellerProduct', products, targets);
    },
  );
}
