import { describe, expect, it } from 'vitest';
import { STALE_TIME_MS } from '../../domain/constants';
import { dueCollections, isStale, type PolicyContext } from './policy';

const base: PolicyContext = {
  now: 1_000_000,
  fetchedAt: {},
  signedIn: true,
  seller: false,
  visible: true,
  online: true,
  live: true,
  prefetched: true,
};
const allFresh = (now: number) =>
  Object.fromEntries(
    [
      'catalogue',
      'categories',
      'highlights',
      'banners',
      'promotions',
      'flashCount',
      'stores',
      'me',
      'wishlist',
      'reservations',
      'favoriteStores',
      'notifications',
      'coupons',
      'redemptionCodes',
      'redemptions',
    ].map((c) => [c, now]),
  );

describe('dueCollections', () => {
  it('pulls everything the audience may see on start, the seller codes only for sellers', () => {
    const shopper = dueCollections('start', base);
    expect(shopper).toContain('wishlist');
    expect(shopper).not.toContain('redemptionCodes');
    expect(dueCollections('start', { ...base, seller: true })).toContain('redemptionCodes');
    const anonymous = dueCollections('start', { ...base, signedIn: false });
    expect(anonymous).not.toContain('me');
    expect(anonymous).toContain('categories');
  });

  it('pulls everything again, however fresh, when the live socket opens (it never pushed what changed before)', () => {
    const fresh = { ...base, fetchedAt: allFresh(base.now) };
    expect(dueCollections('visible', fresh)).not.toContain('stores');
    expect(dueCollections('connected', fresh)).toEqual(dueCollections('start', base));
    expect(dueCollections('connected', { ...fresh, online: false })).toEqual([]);
  });

  it('polls user data every 30 s and reservations every 15 s', () => {
    const t0 = base.now;
    const ctx = (elapsed: number): PolicyContext => ({ ...base, now: t0 + elapsed, fetchedAt: allFresh(t0) });
    expect(dueCollections('tick', ctx(14_999))).toEqual([]);
    expect(dueCollections('tick', ctx(15_000))).toEqual(['reservations']);
    expect(dueCollections('tick', ctx(30_000))).toEqual(['me', 'reservations', 'notifications']);
  });

  it('refreshes the wishlist on visibility only once it is 120 s old', () => {
    const t0 = base.now;
    const at = (elapsed: number) =>
      dueCollections('visible', { ...base, now: t0 + elapsed, fetchedAt: allFresh(t0) });
    expect(at(119_999)).not.toContain('wishlist');
    expect(at(120_000)).toContain('wishlist');
    expect(at(119_999)).not.toContain('categories');
    expect(at(15 * 60_000)).toContain('categories');
  });

  it('pauses while hidden or offline', () => {
    expect(dueCollections('tick', { ...base, visible: false })).toEqual([]);
    expect(dueCollections('online', { ...base, online: false })).toEqual([]);
  });

  it('waits for the prefetch moment to ask for the flash count, then refreshes the stale background prefetches', () => {
    const early = { ...base, prefetched: false };
    expect(dueCollections('start', early)).not.toContain('flashCount');
    expect(dueCollections('start', early)).not.toContain('featureFlags');
    expect(dueCollections('start', early)).toContain('highlights');
    expect(dueCollections('prefetch', early).sort()).toEqual([
      'banners',
      'categories',
      'featureFlags',
      'flashCount',
      'highlights',
    ]);
    // Pulled at start a moment ago: only the flash count is still due when the moment comes.
    const justStarted = {
      ...early,
      fetchedAt: { categories: base.now, highlights: base.now, banners: base.now },
    };
    expect(dueCollections('prefetch', justStarted)).toEqual(['flashCount', 'featureFlags']);
    expect(dueCollections('connected', base)).toContain('flashCount');
  });

  it('polls the public collections at their staleness while no live socket pushes changes', () => {
    const t0 = base.now;
    const notLive = (elapsed: number): PolicyContext => ({
      ...base,
      live: false,
      now: t0 + elapsed,
      fetchedAt: allFresh(t0),
    });
    expect(dueCollections('tick', notLive(STALE_TIME_MS.default - 1))).not.toContain('catalogue');
    const twoMinutes = dueCollections('tick', notLive(STALE_TIME_MS.default));
    expect(twoMinutes).toEqual(
      expect.arrayContaining(['catalogue', 'promotions', 'flashCount', 'stores', 'coupons']),
    );
    expect(twoMinutes).not.toContain('highlights');
    expect(dueCollections('tick', notLive(STALE_TIME_MS.highlights))).toContain('highlights');
    expect(dueCollections('tick', notLive(STALE_TIME_MS.categories))).toContain('categories');
    // With the socket up the catalogue comes as deltas: the ticker leaves it alone.
    expect(dueCollections('tick', { ...notLive(STALE_TIME_MS.categories), live: true })).not.toContain(
      'catalogue',
    );
    // Anonymous visitors have no socket: they poll the catalogue too, never user data.
    const anonymous = dueCollections('tick', { ...notLive(STALE_TIME_MS.default), signedIn: false });
    expect(anonymous).toContain('catalogue');
    expect(anonymous).not.toContain('me');
  });

  it('isStale: nearby stores and location are stale after 1 min, config and plans after 15 min', () => {
    const t0 = 5_000_000;
    expect(isStale(t0, t0 + 59_999, STALE_TIME_MS.nearbyStores)).toBe(false);
    expect(isStale(t0, t0 + 60_000, STALE_TIME_MS.nearbyStores)).toBe(true);
    expect(STALE_TIME_MS.location).toBe(60_000);
    expect(isStale(t0, t0 + 15 * 60_000 - 1, STALE_TIME_MS.config)).toBe(false);
    expect(isStale(t0, t0 + 15 * 60_000, STALE_TIME_MS.plans)).toBe(true);
    expect(isStale(undefined, t0, STALE_TIME_MS.config)).toBe(true);
  });
});
