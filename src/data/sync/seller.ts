/**
 * Pull of the seller's own stores and products into `sellerStores` / `sellerProducts`, every
 * status included, and of their coupons and promotions into `sellerCoupons` / `sellerPromotions`, so the
 * seller area works with the network off; with them, the public keys that sign redemptions
 * (`redemptionKeys`), so the phone verifies a shopper's QR code with no signal. Rows with a pending change keep
 * their local state (merge.ts); a refused change is kept apart (../mutations/refused.ts), so the pull brings the
 * server's current version to compare it with. An answer overtaken by a write that settled while it was
 * asked for is asked for again (../mutations/settled.ts).
 */
import { z } from 'zod';
import { productPageSchema, promotionSchema, storeSchema } from '../../domain/api/catalogue';
import { redemptionKeysSchema } from '../../domain/api/coupons';
import { sellerCouponSchema } from '../../domain/api/seller';
import { PRODUCT_LIMITS } from '../../domain/product/limits';
import { db, type SellerCouponRow, type SellerProductRow, type SellerPromotionRow } from '../db';
import { pullUnlessSettled } from '../mutations/settled';
import { requestParsed } from '../typed-request';
import { pendingTargets, replacePulled } from './apply-pull';
import { SELLER_CATALOGUE_COLLECTION, SELLER_RECORDS_COLLECTION } from './collections';

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
  const { keys } = await requestParsed(redemptionKeysSchema, '/api/seller/redemption-keys', { retries });
  return { stores, products, keys };
}

/**
 * False when every answer was overtaken by a settling write: nothing written, the pull is still due. Marks
 * the catalogue as received on this device with its rows.
 */
export function pullSellerCatalogue(retries: number): Promise<boolean> {
  const tables = [db.sellerStores, db.sellerProducts, db.redemptionKeys, db.pendingMutations];
  return pullUnlessSettled(
    () => readSellerCatalogue(retries),
    tables,
    async ({ stores, products, keys }) => {
      // The served set is the whole truth: a key no longer served signed nothing still valid.
      await db.redemptionKeys.clear();
      await db.redemptionKeys.bulkPut(keys);
      const targets = await pendingTargets();
      const byId = (row: { id: number }) => row.id;
      await replacePulled(db.sellerStores, 'sellerStore', stores, byId, targets);
      await replacePulled(db.sellerProducts, 'sellerProduct', products, byId, targets);
      await db.syncState.put({ collection: SELLER_CATALOGUE_COLLECTION, fetchedAt: Date.now() });
    },
  );
}

async function readSellerRecords(retries: number) {
  const [coupons, promotions] = await Promise.all([
    requestParsed(z.array(sellerCouponSchema), '/api/seller/coupons', { retries }),
    requestParsed(z.array(promotionSchema), '/api/seller/promotions', { retries }),
  ]);
  return { coupons: coupons as SellerCouponRow[], promotions: promotions as SellerPromotionRow[] };
}

/**
 * The seller's coupons and promotions, like the catalogue: a row with a queued change keeps it (and a row
 * whose delete is queued stays gone); a refused change is kept apart, beside the server's version. False
 * when the answer was overtaken by a settling write.
 */
export function pullSellerRecords(retries: number): Promise<boolean> {
  const tables = [db.sellerCoupons, db.sellerPromotions, db.pendingMutations];
  return pullUnlessSettled(
    () => readSellerRecords(retries),
    tables,
    async ({ coupons, promotions }) => {
      const targets = await pendingTargets();
      const byId = (row: { id: number }) => row.id;
      await replacePulled(db.sellerCoupons, 'sellerCoupon', coupons, byId, targets);
      await replacePulled(db.sellerPromotions, 'sellerPromotion', promotions, byId, targets);
      await db.syncState.put({ collection: SELLER_RECORDS_COLLECTION, fetchedAt: Date.now() });
    },
  );
}
