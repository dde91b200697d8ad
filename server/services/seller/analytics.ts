/**
 * Seller analytics from real events: one row per (São Paulo day, store, product, kind) in analytics_daily,
 * bumped with `count = count + 1` in a single upsert, so concurrent requests never lose a count.
 * Store-level events (store views) use productId 0.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnalyticsKind, AnalyticsResponse, AnalyticsRow } from '../../../src/domain/api/seller';
import { saoPauloDayKey } from '../../../src/domain/format';
import type { Db, Tx } from '../../db/client';
import { analyticsDaily, products } from '../../db/schema';

type Executor = Db | Tx;

export interface AnalyticsEvent {
  storeId: number;
  productId?: number | null;
  kind: AnalyticsKind;
  /** How many occurrences (default 1). */
  count?: number;
}

/** Records one event; exported for the wishlist, reservation and coupon routes (wishlist_add, reservation, coupon_redemption). */
export async function recordAnalytics(db: Executor, event: AnalyticsEvent, now = new Date()): Promise<void> {
  await recordAnalyticsBatch(db, [event], now);
}

/** Many events in one statement (search appearances of a whole result page). */
export async function recordAnalyticsBatch(
  db: Executor,
  events: readonly AnalyticsEvent[],
  now = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const day = saoPauloDayKey(now);
  // Merge duplicates first: one INSERT … ON CONFLICT cannot touch the same row twice.
  const merged = new Map<
    string,
    { storeId: number; productId: number; kind: AnalyticsKind; count: number }
  >();
  for (const e of events) {
    const productId = e.productId ?? 0;
    const key = `${e.storeId}:${productId}:${e.kind}`;
    const entry = merged.get(key) ?? { storeId: e.storeId, productId, kind: e.kind, count: 0 };
    entry.count += e.count ?? 1;
    merged.set(key, entry);
  }
  await db
    .insert(analyticsDaily)
    .values([...merged.values()].map((e) => ({ day, ...e })))
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.storeId, analyticsDaily.productId, analyticsDaily.kind],
      set: { count: sql`${analyticsDaily.count} + excluded.count` },
    });
}

const KIND_TO_FIELD: Record<AnalyticsKind, keyof AnalyticsResponse['totals']> = {
  product_view: 'productViews',
  wishlist_add: 'wishlistAdds',
  reservation: 'reservations',
  coupon_redemption: 'couponRedemptions',
  search_appearance: 'searchAppearances',
  store_view: 'storeViews',
  price_change: 'priceChanges',
  discount_applied: 'discountsApplied',
  restock: 'restocks',
};

const emptyCounts = (): AnalyticsResponse['totals'] => ({
  productViews: 0,
  wishlistAdds: 0,
  reservations: 0,
  couponRedemptions: 0,
  searchAppearances: 0,
  storeViews: 0,
  priceChanges: 0,
  discountsApplied: 0,
  restocks: 0,
});

/** Per day, store and product for the given stores, days inclusive (yyyy-MM-dd, São Paulo calendar). */
export async function analyticsReport(
  db: Db,
  storeIds: readonly number[],
  range: { from: string; to: string },
): Promise<AnalyticsResponse> {
  const rows =
    storeIds.length === 0
      ? []
      : await db
          .select({
            day: analyticsDaily.day,
            storeId: analyticsDaily.storeId,
            productId: analyticsDaily.productId,
            kind: analyticsDaily.kind,
            count: analyticsDaily.count,
            productName: products.name,
          })
          .from(analyticsDaily)
          .leftJoin(products, eq(products.id, analyticsDaily.productId))
          .where(
            and(
              inArray(analyticsDaily.storeId, [...storeIds]),
              gte(analyticsDaily.day, range.from),
              lte(analyticsDaily.day, range.to),
            ),
          )
          .orderBy(analyticsDaily.day, analyticsDaily.storeId, analyticsDaily.productId);
  const byKey = new Map<string, AnalyticsRow>();
  const totals = emptyCounts();
  for (const r of rows) {
    const key = `${r.day}:${r.storeId}:${r.productId}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        day: r.day,
        storeId: r.storeId,
        productId: r.productId === 0 ? null : r.productId,
        productName: r.productId === 0 ? null : (r.productName ?? null),
        ...emptyCounts(),
      };
      byKey.set(key, row);
    }
    const field = KIND_TO_FIELD[r.kind];
    row[field] += r.count;
    totals[field] += r.count;
  }
  return { from: range.from, to: range.to, rows: [...byKey.values()], totals };
}
