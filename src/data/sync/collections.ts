/**
 * The names the sync state keeps for the catalogue's collections, and whether they have been pulled: read by
 * screens inside their live queries, so this module does not load the local database itself (src/data/local.ts).
 */

import { CATALOGUE_PAGE_SIZE, STORE_PRODUCTS_LIMIT } from '../../domain/first-screen';
import { isOnline } from '../connectivity';
import type { FeiraDb } from '../db';

/** Any query filters of /api/products (category, storeId, price range, sort…); empty values are left out. */
export type ProductFilters = object;

function query(filters: ProductFilters, page: number, limit: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params.toString();
}

/**
 * The sync state's name for one page of /api/products (the query it asks by), marked in the transaction that
 * writes its rows. Until it exists, this device may hold only some of that page's products: those other pulls
 * brought (the highlights, another page).
 */
export function productsPageCollection(
  filters: ProductFilters = {},
  page = 1,
  limit = CATALOGUE_PAGE_SIZE,
): string {
  return `products?${query(filters, page, limit)}`;
}

/**
 * Whether this device's copy of these collections is whole: each one's pull has answered at least once (its
 * sync state is written with its rows), or there is no network to wait for. Read inside a live query, the
 * rows and the verdict are of one moment.
 */
export async function pulled(db: FeiraDb, ...collections: string[]): Promise<boolean> {
  if (!isOnline()) return true;
  return (await db.syncState.bulkGet(collections)).every((state) => state !== undefined);
}

/** The sync state's name for a store's own product list (see `productsPageCollection`). */
export function storeProductsCollection(storeId: number): string {
  return productsPageCollection({ storeId }, 1, STORE_PRODUCTS_LIMIT);
}

/**
 * The sync state's row the seller catalogue's pull writes with its rows: until it exists this device has not
 * received the seller's stores and products (a new phone), so an empty table does not mean "no stores".
 */
export const SELLER_CATALOGUE_COLLECTION = 'sellerCatalogue';

/** The same for the seller's coupons and promotions (`sellerCoupons` / `sellerPromotions`). */
export const SELLER_RECORDS_COLLECTION = 'sellerRecords';

/** The sync state's row that holds the flash-promotion count (`count`). */
export const FLASH_COUNT_COLLECTION = 'flashCount';
