/**
 * Product rows ↔ the domain entity. Reads select every column but the generated search_vector; writes store
 * exactly what the entity's snapshot says, so no rule is re-implemented next to the SQL.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type ProductSnapshot, snapshotFromFlat } from '../../../src/domain/product/snapshot';
import { products, stores } from '../../db/schema';
import type { SearchColumn } from './serialize';
import { publicSql, rulesSql } from './visibility';

export { toBannerWire, toProductWire, toStoreWire } from './serialize';

const {
  searchVector: _productVector,
  searchName: _productName,
  ...productColumnsWithoutSearch
} = getTableColumns(products);
const {
  searchVector: _storeVector,
  searchName: _storeName,
  ...storeColumnsWithoutSearch
} = getTableColumns(stores);

/** Every column but the generated ones search reads (search_vector, search_name): no answer carries them. */
export const productColumns = productColumnsWithoutSearch;
export const storeColumns = storeColumnsWithoutSearch;

/** The domain's `effectivePriceOf` in SQL (a discounted price is always below the price). */
export const effectivePriceSql = sql<number>`coalesce(${products.discountedPrice}, ${products.price})`;

/** The domain's product visibility conditions alone (a public status), for a query that checks the store apart. */
export const publicStatusSql = (): SQL => rulesSql('product');

/** What shoppers see: a public product of a public store (the query joins stores). */
export const publiclyListedSql = (): SQL => publicSql('product');

/** The address a store's point was placed for (stores.geocoded_address): one text, in code and in SQL. */
export const placeAddressOf = (s: { address: string; city: string; state: string }) =>
  `${s.address}, ${s.city} - ${s.state}`;
export const placeAddressSql = sql<string>`${stores.address} || ', ' || ${stores.city} || ' - ' || ${stores.state}`;

export type ProductRow = Omit<typeof products.$inferSelect, SearchColumn>;
export type StoreRow = Omit<typeof stores.$inferSelect, SearchColumn>;

export function rowToSnapshot(row: ProductRow): ProductSnapshot {
  return snapshotFromFlat({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** The columns a snapshot decides (id, store and creation time never change after insert). */
export function snapshotToColumns(s: ProductSnapshot) {
  return {
    name: s.name,
    description: s.description,
    category: s.category,
    price: s.price.amount,
    currency: s.price.currency,
    discountedPrice: s.discountedPrice?.amount ?? null,
    stock: s.stock,
    images: s.images,
    imageAlts: s.imageAlts,
    status: s.status,
    isHighlighted: s.isHighlighted,
    version: s.version,
    updatedAt: new Date(s.updatedAt),
  };
}
