/**
 * Pull of the seller's own stores and products into `sellerStores` / `sellerProducts`, every
 * status included, so the seller area works with the network off. Rows with a pending change keep their
 * local state (merge.ts); a refused change is kept apart (../mutations/refused.ts), so the pull brings the
 * server's current version to compare it with. An answer overtaken by a write that settled while it was
 * asked for is asked for again (../mutations/settled.ts).
 */
import { z } from 'zod';
import { productPageSchema, storeSchema } from '../../domain/api/catalogue';
import { PRODUCT_LIMITS } from '../../domain/product/limits';
import { db, type SellerProductRow } from '../db';
import { pullUnlessSettled } from '../mutations/settled';
import { requestParsed } from '../typed-request';
import { pendingTargets, replacePulled } from './apply-pull';
import { SELLER_CATALOGUE_COLLECTION } from './collections';

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

/**
 * False when every answer was overtaken by a settling write: nothing written, the pull is still due. Marks
 * the catalogue as received on this device with its rows.
 */
export function pullSellerCatalogue(retries: number): Promise<boolean> {
  const tables = [db.sellerStores, db.sellerProducts, db.pendingMutations];
  return pullUnlessSettled(
    () => readSellerCatalogue(retries),
    tables,
    async ({ stores, products }) => {
      const targets = await pendingTargets();
      const byId = (row: { id: number }) => row.id;
      await replacePulled(db.sellerStores, 'sellerStore', stores, byId, targets);
      await replacePulled(db.sellerProducts, 'sellerProduct', products, byId, targets);
      await db.syncState.put({ collection: SELLER_CATALOGUE_COLLECTION, fetchedAt: Date.now() });
    },
  );
}
