/**
 * Seller analytics by São Paulo day: every count of the reports is bucketed here, so a redemption at 23:30
 * and one at 00:30 fall on two days whatever the server's or the phone's zone.
 */
import { compareNames, saoPauloDayKey } from './format';

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

const DAY_MS = 86_400_000;
const noonUtc = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOfNoon = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` São Paulo days, today included. */
export function periodRange(days: number, now = new Date()): { from: string; to: string } {
  const to = saoPauloDayKey(now);
  return { from: dayOfNoon(noonUtc(to) - (days - 1) * DAY_MS), to };
}

/** Every day key from `from` to `to`, inclusive (calendar days: no zone arithmetic involved). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = noonUtc(from); ms <= noonUtc(to); ms += DAY_MS) days.push(dayOfNoon(ms));
  return days;
}

/** How many instants fall on each São Paulo day. */
export function countBySaoPauloDay(instants: Iterable<string | Date>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const at of instants) {
    const day = saoPauloDayKey(at);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

export const DAILY_METRICS = [
  'storeViews',
  'productViews',
  'searchAppearances',
  'wishlistAdds',
  'reservations',
  'reservationsCompleted',
  'reservationsExpired',
  'couponRedemptions',
  'priceChanges',
  'discountsApplied',
  'restocks',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

export const DAILY_METRIC_LABELS: Record<DailyMetric, string> = {
  storeViews: 'Visitas à loja',
  productViews: 'Visualizações de produtos',
  searchAppearances: 'Aparições em buscas',
  wishlistAdds: 'Adições à lista de desejos',
  reservations: 'Reservas feitas',
  reservationsCompleted: 'Reservas retiradas',
  reservationsExpired: 'Reservas expiradas',
  couponRedemptions: 'Cupons resgatados',
  priceChanges: 'Mudanças de preço',
  discountsApplied: 'Descontos aplicados',
  restocks: 'Reposições de estoque',
};

export type DailyPoint = { day: string } & Record<DailyMetric, number>;

type CountRow = { day: string } & Partial<Record<DailyMetric, number>>;

/**
 * One point per day of the range, zeros included (a chart needs the quiet days): rows already keyed by São
 * Paulo day (the daily counters) plus instants still to be bucketed (reservation outcomes).
 */
export function dailySeries(
  range: { from: string; to: string },
  rows: readonly CountRow[],
  instants: Partial<Record<DailyMetric, Iterable<string | Date>>> = {},
): DailyPoint[] {
  const points = new Map<string, DailyPoint>();
  for (const day of daysBetween(range.from, range.to)) {
    const point = { day } as DailyPoint;
    for (const metric of DAILY_METRICS) point[metric] = 0;
    points.set(day, point);
  }
  for (const row of rows) {
    const point = points.get(row.day);
    if (!point) continue;
    for (const metric of DAILY_METRICS) point[metric] += row[metric] ?? 0;
  }
  for (const metric of DAILY_METRICS) {
    for (const [day, n] of countBySaoPauloDay(instants[metric] ?? [])) {
      const point = points.get(day);
      if (point) point[metric] += n;
    }
  }
  return [...points.values()];
}

export interface ProductTotals {
  productId: number;
  productName: string;
  productViews: number;
  wishlistAdds: number;
  reservations: number;
}

/** The most viewed products of the report (then wishlist adds, reservations), at most `limit`. */
export function topProducts(
  rows: readonly {
    productId: number | null;
    productName: string | null;
    productViews: number;
    wishlistAdds: number;
    reservations: number;
  }[],
  limit = 5,
): ProductTotals[] {
  const byId = new Map<number, ProductTotals>();
  for (const r of rows) {
    if (r.productId === null) continue;
    const t = byId.get(r.productId) ?? {
      productId: r.productId,
      productName: r.productName ?? `Produto ${r.productId}`,
      productViews: 0,
      wishlistAdds: 0,
      reservations: 0,
    };
    t.productViews += r.productViews;
    t.wishlistAdds += r.wishlistAdds;
    t.reservations += r.reservations;
    byId.set(r.productId, t);
  }
  return [...byId.values()]
    .filter((t) => t.productViews + t.wishlistAdds + t.reservations > 0)
    .sort(
      (a, b) =>
        b.productViews - a.productViews ||
        b.wishlistAdds - a.wishlistAdds ||
        b.reservations - a.reservations ||
        compareNames(a.productName, b.productName),
    )
    .slice(0, limit);
}
