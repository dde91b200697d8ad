import { describe, expect, it } from 'vitest';
import { countBySaoPauloDay, dailySeries, daysBetween, periodRange, topProducts } from './analytics';
import { sellerReportSchema } from './api/seller-insights';

describe('analytics by São Paulo day', () => {
  it('puts a redemption at 23:30 and one at 00:30 on different days', () => {
    // 23:30 in São Paulo (UTC−3) is 02:30 UTC of the next calendar day; 00:30 is 03:30 UTC.
    const counts = countBySaoPauloDay(['2026-03-02T02:30:00Z', '2026-03-02T03:30:00Z']);
    expect(Object.fromEntries(counts)).toEqual({ '2026-03-01': 1, '2026-03-02': 1 });
  });

  it('keeps both near-midnight redemptions of one São Paulo day together', () => {
    const counts = countBySaoPauloDay(['2026-03-01T03:10:00Z', '2026-03-02T02:50:00Z']);
    expect(Object.fromEntries(counts)).toEqual({ '2026-03-01': 2 });
  });

  it('fills every day of the range, zeros included, and adds bucketed instants', () => {
    const series = dailySeries(
      { from: '2026-02-28', to: '2026-03-02' },
      [{ day: '2026-03-01', couponRedemptions: 2, storeViews: 5 }],
      { reservationsCompleted: ['2026-03-02T02:30:00Z', '2026-03-02T03:30:00Z'] },
    );
    expect(series.map((p) => p.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(series.map((p) => p.couponRedemptions)).toEqual([0, 2, 0]);
    expect(series.map((p) => p.reservationsCompleted)).toEqual([0, 1, 1]);
    expect(series[1]?.storeViews).toBe(5);
  });

  it('ignores counts outside the range', () => {
    const series = dailySeries(
      { from: '2026-03-01', to: '2026-03-01' },
      [{ day: '2026-02-27', storeViews: 9 }],
      {
        reservationsExpired: ['2026-03-01T02:59:00Z'],
      },
    );
    expect(series).toHaveLength(1);
    expect(series[0]?.storeViews).toBe(0);
    expect(series[0]?.reservationsExpired).toBe(0);
  });

  it('counts periods in São Paulo days, today included, across month ends', () => {
    expect(periodRange(7, new Date('2026-03-02T02:30:00Z'))).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-01-01', '2026-03-31')).toHaveLength(90);
  });

  it('ranks top products by views, then wishlist adds, skipping store-level rows', () => {
    const top = topProducts([
      { productId: null, productName: null, productViews: 50, wishlistAdds: 0, reservations: 0 },
      { productId: 1, productName: 'Queijo', productViews: 3, wishlistAdds: 1, reservations: 0 },
      { productId: 2, productName: 'Pão', productViews: 3, wishlistAdds: 2, reservations: 0 },
      { productId: 1, productName: 'Queijo', productViews: 2, wishlistAdds: 0, reservations: 1 },
    ]);
    expect(top.map((t) => [t.productName, t.productViews])).toEqual([
      ['Queijo', 5],
      ['Pão', 3],
    ]);
  });

  it('the report schema takes the series the domain builds', () => {
    const series = dailySeries({ from: '2026-03-01', to: '2026-03-01' }, []);
    const totals = {
      productViews: 0,
      wishlistAdds: 0,
      reservations: 0,
      couponRedemptions: 0,
      searchAppearances: 0,
      storeViews: 0,
      priceChanges: 0,
      discountsApplied: 0,
      restocks: 0,
    };
    const parsed = sellerReportSchema.parse({
      from: '2026-03-01',
      to: '2026-03-01',
      rows: [],
      totals,
      series,
    });
    expect(parsed.series[0]?.reservationsExpired).toBe(0);
  });
});
