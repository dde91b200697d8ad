import { describe, expect, it } from 'vitest';
import { dueCollections, type PolicyContext } from './policy';

const base: PolicyContext = {
  now: 1_000_000,
  fetchedAt: {},
  signedIn: true,
  seller: false,
  visible: true,
  online: true,
};
const allFresh = (now: number) =>
  Object.fromEntries(
    [
      'catalogue',
      'categories',
      'highlights',
      'banners',
      'promotions',
      'stores',
      'me',
      'wishlist',
      'reservations',
      'favoriteStores',
      'notifications',
      'coupons',
      'redemptionCodes',
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
});
