/**
 * Public catalogue reads: products, stores, categories, banners, promotions, highlights.
 * Shoppers only ever see products of active stores in a public status (PUBLIC_PRODUCT_STATUSES of
 * src/domain); drafts, inactive and discontinued products stay private to the seller.
 */
import { TZDate } from '@date-fns/tz';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  CategoryWire,
  PriceRange,
  ProductPage,
  ProductWire,
  PromotionWire,
  PublicCouponWire,
  StoreDetailWire,
  StoreWire,
} from '../../src/domain/api/catalogue';
import type { Category } from '../../src/domain/categories';
import { TIME_ZONE } from '../../src/domain/constants';
import { highlightScore, selectHighlights } from '../../src/domain/product/highlight';
import type { ListProductsRequest } from '../../src/domain/product/list-request';
import type { Database, Db } from '../db/client';
import { banners, categories, coupons, products, promotions, stores } from '../db/schema';
import { productNotFound, storeNotFound } from '../http/errors';
import { recordAnalytics } from './analytics';
import { productCaches, type ScoredProduct } from './product-cache';
import { listProducts } from './product-queries';
import {
  effectivePriceSql,
  productColumns,
  publiclyListedSql,
  publicStatusSql,
  rowToSnapshot,
  storeColumns,
  toBannerWire,
  toProductWire,
  toStoreWire,
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

/** Detail read; counts a product_view for the seller's analytics. */
export async function getPublicProduct(db: Db, id: number): Promise<ProductWire> {
  const row = await publicProductRow(db, id);
  if (!row) throw productNotFound();
  await recordAnalytics(db, { storeId: row.storeId, productId: row.id, kind: 'product_view' });
  const { storeName, ...product } = row;
  return toProductWire(product, storeName);
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

/** Weekday (0 = domingo) of today in São Paulo, whatever the server's zone. */
export function saoPauloWeekday(now: Date): number {
  return new TZDate(now.getTime(), TIME_ZONE).getDay();
}

export interface StoreQuery {
  lat?: number;
  lng?: number;
  /** Metres; only with lat/lng. */
  radius?: number;
}

/** Great-circle distance in metres (haversine), computed by the database so it can filter and sort. */
function distanceSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(2 * 6371000 * asin(sqrt(
    power(sin(radians(${stores.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}) / 2), 2)
  )))`;
}

export async function listStores(db: Db, query: StoreQuery = {}, now = new Date()): Promise<StoreWire[]> {
  const geo = query.lat !== undefined && query.lng !== undefined;
  const distance = geo ? distanceSql(query.lat as number, query.lng as number) : sql<null>`null`;
  const filters: SQL[] = [eq(stores.isActive, true)];
  if (geo && query.radius !== undefined) filters.push(sql`${distance} <= ${query.radius}`);
  const rows = await db
    .select({
      ...storeColumns,
      distanceMeters: sql<number | null>`${distance}`.mapWith((v) => (v === null ? null : Number(v))),
      productCount: sql<number>`count(${products.id}) filter (where ${publicStatusSql()})`.mapWith(Number),
    })
    .from(stores)
    .leftJoin(products, eq(products.storeId, stores.id))
    .where(and(...filters))
    .groupBy(stores.id)
    .orderBy(
      ...(geo ? [sql`${distance} asc nulls last`] : []),
      sql`${stores.name} collate pt_br_icu`,
      asc(stores.id),
    );
  const weekday = saoPauloWeekday(now);
  return rows.map(({ productCount, distanceMeters, ...row }) =>
    toStoreWire(row, {
      productCount,
      isOpenToday: row.openingDays.includes(weekday),
      ...(geo ? { distanceMeters: distanceMeters === null ? null : Math.round(distanceMeters) } : {}),
    }),
  );
}

async function activeStoreRow(db: Db, id: number) {
  const [row] = await db
    .select(storeColumns)
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.isActive, true)));
  if (!row) throw storeNotFound();
  return row;
}

export async function getStore(db: Db, id: number, now = new Date()): Promise<StoreWire> {
  const row = await activeStoreRow(db, id);
  return toStoreWire(row, { isOpenToday: row.openingDays.includes(saoPauloWeekday(now)) });
}

/** Coupons a shopper can use now: active, inside their window, usage not exhausted. */
export function usableCouponWhere(now: Date) {
  return and(
    eq(coupons.isActive, true),
    lte(coupons.startTime, now),
    gt(coupons.endTime, now),
    or(isNull(coupons.maxUsageCount), sql`${coupons.usageCount} < ${coupons.maxUsageCount}`),
  );
}

export async function getStoreDetail(db: Db, id: number, now = new Date()): Promise<StoreDetailWire> {
  const row = await activeStoreRow(db, id);
  const [productRows, couponRows] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.storeId, id), publicStatusSql()))
      .orderBy(desc(products.isHighlighted), sql`${products.name} collate pt_br_icu`, asc(products.id)),
    db
      .select()
      .from(coupons)
      .where(and(eq(coupons.storeId, id), usableCouponWhere(now)))
      .orderBy(asc(coupons.endTime), asc(coupons.id)),
  ]);
  await recordAnalytics(db, { storeId: id, kind: 'store_view' });
  const publicCoupons: PublicCouponWire[] = couponRows.map((c) => ({
    id: c.id,
    storeId: c.storeId,
    storeName: row.name,
    code: c.code,
    description: c.description,
    discountPercentage: c.discountPercentage,
    discountAmount: c.discountAmount,
    minimumPurchase: c.minimumPurchase,
    maxUsageCount: c.maxUsageCount,
    usageCount: c.usageCount,
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    isActive: c.isActive,
  }));
  return {
    ...toStoreWire(row, {
      productCount: productRows.length,
      isOpenToday: row.openingDays.includes(saoPauloWeekday(now)),
    }),
    products: productRows.map((p) => toProductWire(p, row.name)),
    coupons: publicCoupons,
  };
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

export async function listBanners(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        sql`(${banners.startsAt} is null or ${banners.startsAt} <= ${now})`,
        sql`(${banners.endsAt} is null or ${banners.endsAt} > ${now})`,
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(toBannerWire);
}

function activePromotionWhere(now: Date, flashOnly: boolean) {
  return and(
    eq(promotions.isActive, true),
    eq(stores.isActive, true),
    lte(promotions.startsAt, now),
    gt(promotions.endsAt, now),
    publicStatusSql(),
    flashOnly ? eq(promotions.isFlash, true) : undefined,
  );
}

/** Active promotions with their product and store; flash ones ordered by the countdown (ending first). */
export async function listActivePromotions(
  db: Db,
  options: { flashOnly?: boolean } = {},
  now = new Date(),
): Promise<PromotionWire[]> {
  const rows = await db
    .select({ promotion: promotions, product: productColumns, storeName: stores.name })
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(activePromotionWhere(now, options.flashOnly ?? false))
    .orderBy(asc(promotions.endsAt), asc(promotions.id));
  return rows.map(({ promotion, product, storeName }) =>
    toPromotionWire(promotion, storeName, toProductWire(product, storeName)),
  );
}

export function toPromotionWire(
  p: typeof promotions.$inferSelect,
  storeName: string,
  product: ProductWire | null,
): PromotionWire {
  return {
    id: p.id,
    storeId: p.storeId,
    storeName,
    productId: p.productId,
    title: p.title,
    description: p.description,
    promotionalPrice: p.promotionalPrice,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    isFlash: p.isFlash,
    isActive: p.isActive,
    product,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function countActiveFlashPromotions(db: Db, now = new Date()) {
  const [row] = await db
    .select({ value: count() })
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(activePromotionWhere(now, true));
  return row?.value ?? 0;
}
