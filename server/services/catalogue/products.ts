import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CategoryWire,
  PriceRange,
  ProductAnswer,
  ProductPage,
  ProductWire,
} from '../../../src/domain/api/catalogue';
import type { Category } from '../../../src/domain/categories';
import { highlightScore, selectHighlights } from '../../../src/domain/product/highlight';
import type { ListProductsRequest } from '../../../src/domain/product/list-request';
import { productSuccessMessages } from '../../../src/domain/product/messages';
import type { Database, Db } from '../../db/client';
import { categories, products, stores } from '../../db/schema';
import { productNotFound } from '../../http/errors';
import { productCaches, type ScoredProduct } from './product-cache';
import { listProducts } from './product-queries';
import {
  effectivePriceSql,
  productColumns,
  publiclyListedSql,
  rowToSnapshot,
  toProductWire,
} from './product-rows';

export type PublicListQuery = Omit<ListProductsRequest, 'storeId'> & {
  storeId?: number;
  category?: Category;
};

export function listPublicProducts(db: Db, query: PublicListQuery): Promise<ProductPage> {
  const { storeId, ...rest } = query;
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

/**
 * Highlights: among the products sellers highlighted, the domain's selection (priority score, two per category
 * first, at most 10 per store). Selections are cached per store, so a change evicts one store only.
 */
export async function listHighlights(
  database: Database,
  options: { category?: Category; limit?: number } = {},
  now = new Date(),
): Promise<ProductWire[]> {
  const { db } = database;
  const cache = productCaches(database).highlights;
  const activeStores = await db.select({ id: stores.id }).from(stores).where(eq(stores.isActive, true));
  const selections: ScoredProduct[][] = [];
  const missing: number[] = [];
  for (const { id } of activeStores) {
    const hit = cache.get(`store:${id}`);
    if (hit) selections.push(hit);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db
      .select({ ...productColumns, storeName: stores.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(
        and(
          inArray(products.storeId, missing),
          eq(products.isHighlighted, true),
          eq(products.status, 'ACTIVE'),
          sql`(${products.stock} is null or ${products.stock} > 0)`,
        ),
      );
    const candidates = rows.map(({ storeName, ...row }) => ({
      ...rowToSnapshot(row),
      wire: toProductWire(row, storeName),
    }));
    const chosen = selectHighlights(candidates, now);
    for (const storeId of missing) {
      const forStore = chosen
        .filter((c) => c.storeId === storeId)
        .map((c) => ({ product: c.wire, score: highlightScore(c, now) }));
      cache.set(`store:${storeId}`, forStore);
      selections.push(forStore);
    }
  }
  return selections
    .flat()
    .filter((s) => !options.category || s.product.category === options.category)
    .sort((a, b) => b.score - a.score || a.product.id - b.product.id)
    .slice(0, options.limit ?? 20)
    .map((s) => s.product);
}

/** The cheapest and dearest effective price among listed products (filters of the price slider). */
export async function publicPriceRange(db: Db, category?: Category): Promise<PriceRange> {
  const price = effectivePriceSql;
  const [row] = await db
    .select({
      min: sql<string | null>`min(${price})`,
      max: sql<string | null>`max(${price})`,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(publiclyListedSql(), category ? eq(products.category, category) : undefined));
  const toNumber = (v: string | number | null | undefined) =>
    v === null || v === undefined ? null : Number(v);
  return { min: toNumber(row?.min), max: toNumber(row?.max) };
}

export async function listCategories(db: Db): Promise<CategoryWire[]> {
  const rows = await db
    .select({
      slug: categories.slug,
      label: categories.label,
      icon: categories.icon,
      productCount: sql<number>`count(${products.id}) filter (where ${publiclyListedSql()})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(products, eq(products.category, categories.slug))
    .leftJoin(stores, eq(stores.id, products.storeId))
    .groupBy(categories.slug)
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
  return rows;
}
