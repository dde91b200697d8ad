/**
 * Product rows ↔ the domain entity. Reads select every column but the generated search_vector; writes store
 * exactly what the entity's snapshot says, so no rule is re-implemented next to the SQL.
 */
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { type ProductSnapshot, snapshotFromFlat } from '../../../src/domain/product/snapshot';
import { PUBLIC_PRODUCT_STATUSES } from '../../../src/domain/product/status';
import { products, stores } from '../../db/schema';

export { toBannerWire, toProductWire, toStoreWire } from './serialize';

const { searchVector: _productSearch, ...productColumnsWithoutVector } = getTableColumns(products);
const { searchVector: _storeSearch, ...storeColumnsWithoutVector } = getTableColumns(stores);

export const productColumns = productColumnsWithoutVector;
export const storeColumns = storeColumnsWithoutVector;

/** The domain's `effectivePriceOf` in SQL (a discounted price is always below the price). */
export const effectivePriceSql = sql<number>`coalesce(${products.discountedPrice}, ${products.price})`;

/** The domain's `PUBLIC_PRODUCT_STATUSES` as a condition on products. */
export const publicStatusSql = (): SQL => inArray(products.status, [...PUBLIC_PRODUCT_STATUSES]);

/** What shoppers see: a public status, in an active store (the query joins stores). */
export const publiclyListedSql = (): SQL | undefined => and(publicStatusSql(), eq(stores.isActive, true));

/** The address a store's point was placed for (stores.geocoded_address): one text, in code and in SQL. */
export const placeAddressOf = (s: { address: string; city: string; state: string }) =>
  `${s.address}, ${s.city} - ${s.state}`;
export const placeAddressSql = sql<string>`${stores.address} || ', ' || ${stores.city} || ' - ' || ${stores.state}`;

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type StoreRow = Omit<typeof stores.$inferSelect, 'searchVector'>;

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
