import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type {
  CategoryWire,
  PriceRange,
  ProductAnswer,
  ProductPage,
  ProductWire,
} from '../../../src/domain/api/catalogue';
import type { Category } from '../../../src/domain/categories';
import { validationError } from '../../../src/domain/errors';
import type { ProductFacts } from '../../../src/domain/product/calculations';
import { rankHighlights } from '../../../src/domain/product/highlight';
import { type ListProductsRequest, STORE_ONLY_SORT_FIELDS } from '../../../src/domain/product/list-request';
import { productMessages, productSuccessMessages } from '../../../src/domain/product/messages';
import type { Database, Db } from '../../db/client';
import { categories, categoryTotals, listedCounts, products, stores } from '../../db/schema';
import { productNotFound } from '../../http/errors';
import { type HighlightEntry, productCaches } from './product-cache';
import { listProducts } from './product-queries';
import {
  effectivePriceSql,
  type ProductRow,
  productColumns,
  publiclyListedSql,
  toProductWire,
} from './product-rows';
import { publicSql } from './visibility';

export type PublicListQuery = Omit<ListProductsRequest, 'storeId'> & {
  storeId?: number;
  category?: Category;
};

export function listPublicProducts(db: Db, query: PublicListQuery): Promise<ProductPage> {
  const { storeId, ...rest } = query;
  if (!storeId && STORE_ONLY_SORT_FIELDS.has(query.sort.field)) {
    throw validationError([{ field: 'sort', code: 'INVALID_SORT', message: productMessages.sortNeedsStore }]);
  }
  return listProducts(db, { ...rest, ...(storeId ? { storeIds: [storeId] } : {}), publicOnly: true });
}

async function publicProductRow(db: Db, id: number) {
  const [row] = await db
    .select({ ...productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, id), publiclyListedSql()));
  return row;
}

/** Detail read (its views are counted where it is served: server/http/public-cache-plugin.ts). */
export async function getPublicProduct(db: Db, id: number): Promise<ProductAnswer> {
  const row = await publicProductRow(db, id);
  if (!row) throw productNotFound();
  const { storeName, ...product } = row;
  return { ...toProductWire(product, storeName), message: productSuccessMessages.found };
}

/** What ranking a highlight reads of a product (ProductFacts), and nothing an answer alone needs. */
const highlightFactColumns = {
  id: products.id,
  storeId: products.storeId,
  category: products.category,
  price: products.price,
  discountedPrice: products.discountedPrice,
  stock: products.stock,
  status: products.status,
  isHighlighted: products.isHighlighted,
  images: products.images,
  description: products.description,
  createdAt: products.createdAt,
};

type HighlightFactRow = Pick<ProductRow, keyof typeof highlightFactColumns>;

const factsOf = (row: HighlightFactRow): ProductFacts => ({
  ...row,
  id: String(row.id),
  category: row.category as Category,
  price: { amount: row.price },
  discountedPrice: row.discountedPrice === null ? null : { amount: row.discountedPrice },
  createdAt: row.createdAt.toISOString(),
});

/**
 * Highlights: among the products sellers highlighted, the domain's selection (priority score, two per category
 * first, at most 10 per store). Each store's selection is cached as ids and scores, so a change evicts one
 * store only and a cold process ranks the city's highlighted products without building an answer for each:
 * only the few shown are read in full.
 */
export async function listHighlights(
  database: Database,
  options: { category?: Category; limit?: number } = {},
  now = new Date(),
): Promise<ProductWire[]> {
  const { db } = database;
  const cache = productCaches(database).highlights;
  const activeStores = await db.select({ id: stores.id }).from(stores).where(publicSql('store'));
  const selections: HighlightEntry[][] = [];
  const missing: number[] = [];
  for (const { id } of activeStores) {
    const hit = cache.get(`store:${id}`);
    if (hit) selections.push(hit);
    else missing.push(id);
  }
  if (missing.length > 0) {
    // Cold (a new process, or after a gap in LISTEN): every store's candidates at once, without an id list.
    const allMissing = missing.length === activeStores.length;
    const rows = await db
      .select(highlightFactColumns)
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(
        and(
          allMissing ? eq(stores.isActive, true) : inArray(products.storeId, missing),
          eq(products.isHighlighted, true),
          eq(products.status, 'ACTIVE'),
          sql`(${products.stock} is null or ${products.stock} > 0)`,
        ),
      );
    const byStore = new Map<number, HighlightEntry[]>(missing.map((id) => [id, []]));
    for (const { product, score } of rankHighlights(rows.map(factsOf), now)) {
      byStore.get(product.storeId)?.push({ id: Number(product.id), category: product.category, score });
    }
    for (const [storeId, forStore] of byStore) {
      cache.set(`store:${storeId}`, forStore);
      selections.push(forStore);
    }
  }
  const shown = best(
    selections.flat().filter((s) => !options.category || s.category === options.category),
    options.limit ?? 20,
  );
  if (shown.length === 0) return [];
  // Still public now: a change since the selection was cached evicts it, this covers the moment between.
  const rows = await db
    .select({ ...productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        inArray(
          products.id,
          shown.map((s) => s.id),
        ),
        publiclyListedSql(),
      ),
    );
  const byId = new Map(rows.map(({ storeName, ...row }) => [row.id, toProductWire(row, storeName)]));
  return shown.flatMap((s) => byId.get(s.id) ?? []);
}

const better = (a: HighlightEntry, b: HighlightEntry) => b.score - a.score || a.id - b.id;

/** The first `limit` of `all` in `better` order, without sorting the city's thousands of selections. */
function best(all: readonly HighlightEntry[], limit: number): HighlightEntry[] {
  const top: HighlightEntry[] = [];
  for (const entry of all) {
    if (top.length === limit && better(entry, top[limit - 1] as HighlightEntry) >= 0) continue;
    let at = top.length;
    while (at > 0 && better(entry, top[at - 1] as HighlightEntry) < 0) at -= 1;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top;
}

/**
 * The cheapest and dearest effective price among listed products (filters of the price slider): the first
 * listed product from each end of the price index, not an aggregate over every listed product.
 */
export async function publicPriceRange(db: Db, category?: Category): Promise<PriceRange> {
  const end = (direction: 'asc' | 'desc') =>
    db
      .select({ price: effectivePriceSql })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(publiclyListedSql(), category ? eq(products.category, category) : undefined))
      .orderBy(sql`${effectivePriceSql} ${sql.raw(direction)}`)
      .limit(1);
  const [[cheapest], [dearest]] = await Promise.all([end('asc'), end('desc')]);
  const toNumber = (v: string | number | null | undefined) =>
    v === null || v === undefined ? null : Number(v);
  return { min: toNumber(cheapest?.price), max: toNumber(dearest?.price) };
}

/**
 * The categories with how many products each lists: the per-category totals the triggers keep over every
 * store (category_totals), less what the stores shoppers cannot see list (listed_counts of those few), so the
 * home never adds up a city's stores.
 */
export async function listCategories(db: Db): Promise<CategoryWire[]> {
  const hidden = db
    .select({
      category: listedCounts.category,
      listed: sql<number>`sum(${listedCounts.listed})`.as('hidden_listed'),
    })
    .from(listedCounts)
    .innerJoin(stores, and(eq(stores.id, listedCounts.storeId), not(publicSql('store'))))
    .groupBy(listedCounts.category)
    .as('hidden');
  return db
    .select({
      slug: categories.slug,
      label: categories.label,
      icon: categories.icon,
      productCount:
        sql<number>`coalesce(${categoryTotals.listed}, 0) - coalesce(${hidden.listed}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(categoryTotals, eq(categoryTotals.category, categories.slug))
    .leftJoin(hidden, eq(hidden.category, categories.slug))
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
}
