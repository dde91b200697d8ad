/**
 * The product list of spec 001 §3 ("list request"): filters, sort and pagination in SQL, shared by the public
 * catalogue (storeId optional, public statuses only) and the seller list (own store, every status).
 * Prices are compared and sorted on the effective price — what the shopper pays today. Built for a city's
 * catalogue: each sort walks its own index (migration 0012), a page reads only its own rows, and the total is
 * counted up to a cap (page-count.ts).
 */
import { and, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type ProductPage, paginate } from '../../../src/domain/api/catalogue';
import type { Category } from '../../../src/domain/categories';
import { type AppError, appError, type CatalogueErrorCode } from '../../../src/domain/errors';
import type { ListProductsRequest } from '../../../src/domain/product/list-request';
import { productSuccessMessages } from '../../../src/domain/product/messages';
import type { Db } from '../../db/client';
import { products, stores } from '../../db/schema';
import { EXACT_COUNT_CAP, totalOfPage } from './page-count';
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
  if (q.searchTerm) filters.push(textMatch(products.searchVector, products.searchName, q.searchTerm));
  if (q.minPrice !== undefined) filters.push(sql`${effectivePriceSql} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) filters.push(sql`${effectivePriceSql} <= ${q.maxPrice}`);
  if (q.inStockOnly) {
    filters.push(sql`(${products.stock} is null or ${products.stock} > 0)`);
    filters.push(sql`${products.status} <> 'OUT_OF_STOCK'`);
  }
  if (q.discountedOnly) filters.push(sql`${products.discountedPrice} is not null`);
  return filters.length > 0 ? and(...filters) : undefined;
}

/** The value a sort orders by: exactly what one of migration 0012's list indexes is built on. */
function sortKey(field: ListProductsRequest['sort']['field']): SQLWrapper {
  switch (field) {
    case 'name':
      return sql`${products.name} collate pt_br_icu`;
    case 'price':
      return effectivePriceSql;
    case 'stock':
      return products.stock;
    case 'createdAt':
      return products.createdAt;
    case 'updatedAt':
      return products.updatedAt;
  }
}

/**
 * The key, then the id, both in the sort's direction, so an index serves the order read forwards or
 * backwards (a mixed direction would need a sort of every match). Nulls (unlimited stock, the most stock there
 * is) come last going up and first going down, where the index keeps them.
 */
function orderOn(key: SQLWrapper, id: SQLWrapper, direction: 'asc' | 'desc'): SQL[] {
  const nulls = sql.raw(direction === 'asc' ? 'asc nulls last' : 'desc nulls first');
  return [sql`${key} ${nulls}`, sql`${id} ${sql.raw(direction)}`];
}

const fromListed = (db: Db, where: SQL | undefined) =>
  db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where);

/** The planner's estimate of how many rows `query` returns (EXPLAIN, nothing run). */
async function estimatedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': unknown }>;
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The ids of one page, one more than it shows (to know whether another follows): a walk of the sort's index
 * alone (an index-only scan: the rows skipped are index entries, never read from the table).
 */
function pageIdsOf(db: Db, q: ProductListQuery, where: SQL | undefined) {
  return fromListed(db, where)
    .orderBy(...orderOn(sortKey(q.sort.field), products.id, q.sort.direction))
    .limit(q.limit + 1)
    .offset((q.page - 1) * q.limit);
}

/** Counted up to EXACT_COUNT_CAP matches: a count of a city's catalogue on every page cost more than the page. */
async function countOf(db: Db, where: SQL | undefined): Promise<Counted> {
  const capped = fromListed(db, where).limit(EXACT_COUNT_CAP);
  const [row] = await db.select({ value: count() }).from(capped.as('matches'));
  return estimatedAtCap(db, where, row?.value ?? 0);
}

interface Counted {
  counted: number;
  /** Only at the cap: the planner's estimate of the whole list, standing in for a count. */
  estimate?: number;
}

async function estimatedAtCap(db: Db, where: SQL | undefined, counted: number): Promise<Counted> {
  if (counted < EXACT_COUNT_CAP) return { counted };
  return { counted, estimate: await estimatedRows(db, fromListed(db, where)) };
}

/**
 * A list with a search term: its matches found once, by the text indexes, then both counted (up to the cap)
 * and sorted for the page in the same statement. Walking a sort's index and testing the text of every row
 * passed costs microseconds a row that the planner does not count, so with a LIMIT it would choose that walk;
 * the materialized CTE keeps the text indexes first.
 */
async function textPage(db: Db, q: ProductListQuery, where: SQL | undefined) {
  const key = sortKey(q.sort.field);
  const result = await db.execute(sql`with matched as materialized (
      select ${products.id} as id, ${key} as sort_key from ${products}
      inner join ${stores} on ${eq(stores.id, products.storeId)} where ${where}),
    counted as (select count(*)::int as n from (select 1 from matched limit ${EXACT_COUNT_CAP}) as capped),
    page as (select id from matched
      order by ${sql.join(orderOn(sql`sort_key`, sql`id`, q.sort.direction), sql`, `)}
      limit ${q.limit + 1} offset ${(q.page - 1) * q.limit})
    select page.id, counted.n from counted left join page on true`);
  const rows = (result as unknown as { rows: Array<{ id: number | null; n: number }> }).rows;
  return {
    ids: rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])),
    counted: Number(rows[0]?.n ?? 0),
  };
}

/** The page's rows in full, in the sort's order. */
const rowsOf = (db: Db, q: ProductListQuery, ids: SQLWrapper | number[]) =>
  db
    .select({ ...productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, ids))
    .orderBy(...orderOn(sortKey(q.sort.field), products.id, q.sort.direction));

/** The page's rows and the list's count; at the cap, the estimate is asked while the page may still be read. */
async function pageAndCount(db: Db, q: ProductListQuery, where: SQL | undefined) {
  if (q.searchTerm) {
    const { ids, counted } = await textPage(db, q, where);
    const [rows, total] = await Promise.all([
      ids.length > 0 ? rowsOf(db, q, ids) : [],
      estimatedAtCap(db, where, counted),
    ]);
    return { rows, ...total };
  }
  const [rows, total] = await Promise.all([rowsOf(db, q, pageIdsOf(db, q, where)), countOf(db, where)]);
  return { rows, ...total };
}

export async function listProducts(db: Db, q: ProductListQuery): Promise<ProductPage> {
  const where = productListWhere(q);
  const offset = (q.page - 1) * q.limit;
  const { rows, counted, estimate } = await pageAndCount(db, q, where);
  const totalCount = totalOfPage(
    { offset, visible: Math.min(rows.length, q.limit), hasNext: rows.length > q.limit, counted },
    estimate,
  );
  const hasNextPage = rows.length > q.limit;
  return {
    products: rows.slice(0, q.limit).map(({ storeName, ...row }) => toProductWire(row, storeName)),
    pagination: { ...paginate(q.page, q.limit, totalCount), hasNextPage },
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
