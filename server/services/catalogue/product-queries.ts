/**
 * The product list of spec 001 §3 ("list request"): filters, sort and pagination in SQL, shared by the public
 * catalogue (storeId optional, public statuses only) and the seller list (own store, every status).
 * Prices are compared and sorted on the effective price — what the shopper pays today.
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ProductPage, paginate } from '../../../src/domain/api/catalogue';
import type { Category } from '../../../src/domain/categories';
import { type AppError, appError, type CatalogueErrorCode } from '../../../src/domain/errors';
import type { ListProductsRequest } from '../../../src/domain/product/list-request';
import { productSuccessMessages } from '../../../src/domain/product/messages';
import type { Db } from '../../db/client';
import { products, stores } from '../../db/schema';
import { effectivePriceSql, productColumns, publiclyListedSql, toProductWire } from './product-rows';
import { textMatch } from './search';

export type ProductListQuery = Omit<ListProductsRequest, 'storeId'> & {
  storeIds?: readonly number[];
  category?: Category;
  /** Public catalogue: only listed statuses of active stores, whatever `statuses` asks for. */
  publicOnly: boolean;
};

export function productListWhere(q: Omit<ProductListQuery, 'sort' | 'page' | 'limit'>): SQL | undefined {
  const filters: SQL[] = [];
  if (q.publicOnly) {
    const listed = publiclyListedSql();
    if (listed) filters.push(listed);
  }
  if (q.statuses && q.statuses.length > 0) filters.push(inArray(products.status, [...q.statuses]));
  if (q.storeIds) filters.push(inArray(products.storeId, [...q.storeIds]));
  if (q.category) filters.push(eq(products.category, q.category));
  if (q.highlightedOnly) filters.push(eq(products.isHighlighted, true));
  if (q.searchTerm) filters.push(textMatch(products.searchVector, products.name, q.searchTerm));
  if (q.minPrice !== undefined) filters.push(sql`${effectivePriceSql} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) filters.push(sql`${effectivePriceSql} <= ${q.maxPrice}`);
  if (q.inStockOnly) {
    filters.push(sql`(${products.stock} is null or ${products.stock} > 0)`);
    filters.push(sql`${products.status} <> 'OUT_OF_STOCK'`);
  }
  if (q.discountedOnly) filters.push(sql`${products.discountedPrice} is not null`);
  return filters.length > 0 ? and(...filters) : undefined;
}

function orderBy(sort: ListProductsRequest['sort']): SQL[] {
  const dir = sort.direction === 'asc' ? asc : desc;
  switch (sort.field) {
    case 'name':
      return [sql`${products.name} collate pt_br_icu ${sql.raw(sort.direction)}`, asc(products.id)];
    case 'price':
      return [sql`${effectivePriceSql} ${sql.raw(sort.direction)}`, asc(products.id)];
    case 'stock':
      // Unlimited stock (null) counts as the most stock there is.
      return [
        sql`${products.stock} ${sql.raw(sort.direction)} nulls ${sql.raw(sort.direction === 'asc' ? 'last' : 'first')}`,
        asc(products.id),
      ];
    case 'createdAt':
      return [dir(products.createdAt), dir(products.id)];
    case 'updatedAt':
      return [dir(products.updatedAt), dir(products.id)];
  }
}

export async function listProducts(db: Db, q: ProductListQuery): Promise<ProductPage> {
  const where = productListWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...productColumns, storeName: stores.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where)
      .orderBy(...orderBy(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ value: count() })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    products: rows.map(({ storeName, ...row }) => toProductWire(row, storeName)),
    pagination: paginate(q.page, q.limit, totalCount),
    message: productSuccessMessages.listed(totalCount),
  };
}

const LIST_ERROR_CODES = new Set<string>([
  'INVALID_STORE_ID',
  'INVALID_PAGE',
  'INVALID_LIMIT',
  'INVALID_MIN_PRICE',
  'INVALID_MAX_PRICE',
  'INVALID_PRICE_RANGE',
]);

/**
 * A refused list request answers with the spec 001 §8 code of its first problem (INVALID_PAGE, …) and that
 * problem's message, every problem still listed in `details`; other problems stay VALIDATION_ERROR.
 */
export function listRequestError(error: AppError): AppError {
  const first = error.details?.find((d) => LIST_ERROR_CODES.has(d.code));
  if (!first) return error;
  return appError(first.code as CatalogueErrorCode, first.message, error.details);
}
