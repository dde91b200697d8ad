/** Public reads of stores: the list (by distance, open today), one store, and its page with products and coupons. */
import { TZDate } from '@date-fns/tz';
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PublicCouponWire, StoreDetailWire, StoreWire } from '../../../src/domain/api/catalogue';
import { TIME_ZONE } from '../../../src/domain/constants';
import type { Db } from '../../db/client';
import { coupons, listedCounts, products, stores } from '../../db/schema';
import { storeNotFound } from '../../http/errors';
import { productColumns, publicStatusSql, storeColumns, toProductWire, toStoreWire } from './product-rows';
import { publicSql, rulesSql } from './visibility';

/** Weekday (0 = domingo) of today in São Paulo, whatever the server's zone. */
export function saoPauloWeekday(now: Date): number {
  return new TZDate(now.getTime(), TIME_ZONE).getDay();
}

export interface StoreQuery {
  lat?: number;
  lng?: number;
  /** Metres; only with lat/lng. */
  radius?: number;
  /** The nearest (or, without a point, the first by name) this many. */
  limit?: number;
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
  const filters: SQL[] = [publicSql('store')];
  if (geo && query.radius !== undefined) filters.push(sql`${distance} <= ${query.radius}`);
  const listed = db
    .select({
      ...storeColumns,
      distanceMeters: sql<number | null>`${distance}`.mapWith((v) => (v === null ? null : Number(v))),
      // Its listed products, from the counts the products' triggers keep (listed_counts): counting a city's
      // catalogue for every list of stores cost more than the rest of the answer.
      productCount: sql<number>`(select coalesce(sum(${listedCounts.listed}), 0) from ${listedCounts}
        where ${listedCounts.storeId} = ${stores.id})`.mapWith(Number),
    })
    .from(stores)
    .where(and(...filters))
    .orderBy(
      ...(geo ? [sql`${distance} asc nulls last`] : []),
      sql`${stores.name} collate pt_br_icu`,
      asc(stores.id),
    );
  const rows = await (query.limit === undefined ? listed : listed.limit(query.limit));
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
    .where(and(eq(stores.id, id), publicSql('store')));
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
    rulesSql('coupon'),
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
