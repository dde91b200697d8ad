/**
 * Pull of the seller's own stores and products into `sellerStores` / `sellerProducts`, every
 * status included, so the seller area works with the network off. Rows with a pending change keep their
 * local state (merge.ts); a refused change kept on a row (`conflict`) survives the pull, which brings the
 * server's current version to compare it with. An answer overtaken by a write that settled while it was
 * asked for is asked for again (../mutations/settled.ts).
 */
import { z } from 'zod';
import { productPageSchema, storeSchema } from '../../domain/api/catalogue';
import { PRODUCT_LIMITS } from '../../domain/product/limits';
import { db, type SellerProductRow, type SellerStoreRow } from '../db';
import { pullUnlessSettled } from '../mutations/settled';
import { targetOf } from '../mutations/targets';
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

export async function pullSellerCatalogue(retries: number): Promise<void> {
  const tables = [db.sellerStores, db.sellerProducts, db.pendingMutations];
  await pullUnlessSettled(
    () => readSellerCatalogue(retries),
    tables,
    async ({ stores, products: server }) => {
      const targets = (await db.pendingMutations.toArray())
        .filter((m) => m.state !== 'succeeded' && m.state !== 'refused')
        .map(targetOf);
      const storeKeys = protectedKeys(targets, 'sellerStore');
      const localStores = await db.sellerStores.toArray();
      const storeConflicts = new Map(localStores.filter((r) => r.conflict).map((r) => [r.id, r.conflict]));
      const mergedStores = mergePulled<SellerStoreRow, number>(
        stores,
        localStores,
        (r) => r.id,
        (key) => storeKeys.has(String(key)),
      ).map((row) => {
        const conflict = storeConflicts.get(row.id);
        return conflict && !row.conflict ? { ...row, conflict } : row;
      });
      await db.sellerStores.clear();
      await db.sellerStores.bulkPut(mergedStores);
      const keys = protectedKeys(targets, 'sellerProduct');
      const local = await db.sellerProducts.toArray();
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
      await db.sellerProducts.clear();
      await db.sellerProducts.bulkPut(merged);
    },
  );
}
