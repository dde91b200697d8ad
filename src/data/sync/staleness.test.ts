import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_GC_MS, POLLING, PREFETCH_DELAY_MS, STALE_TIME_MS } from '../../domain/constants';
import { db } from '../db';
import { countSettled } from '../mutations/settled';
import { syncFlashCount } from './catalogue';
import { FLASH_COUNT_COLLECTION } from './collections';
import { refreshIfStale } from './index';
import { POLICIES } from './policy';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers every request from `answers` by path (query included), counting what was asked. */
function serve(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => json(answers[url] ?? {}));
  vi.stubGlobal('fetch', fetch);
  return (path: string) => fetch.mock.calls.filter(([url]) => url === path).length;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('spec 000 §9 background prefetch and staleness', () => {
  it('the flash count comes from /api/promotions/flash/count and is kept for the shell’s badge', async () => {
    const asked = serve({ '/api/promotions/flash/count': { count: 4 } });
    await syncFlashCount();
    expect(asked('/api/promotions/flash/count')).toBe(1);
    expect((await db.syncState.get(FLASH_COUNT_COLLECTION))?.count).toBe(4);
    serve({ '/api/promotions/flash/count': { count: 'muitas' } });
    await syncFlashCount();
    expect((await db.syncState.get(FLASH_COUNT_COLLECTION))?.count).toBe(0);
  });

  it('nearby stores: the store list is read again only once it is 1 minute old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    const asked = serve({ '/api/stores?limit=100': { stores: [] } });
    await refreshIfStale('stores', STALE_TIME_MS.nearbyStores);
    expect(asked('/api/stores?limit=100')).toBe(1);
    vi.setSystemTime(Date.now() + STALE_TIME_MS.nearbyStores - 1);
    await refreshIfStale('stores', STALE_TIME_MS.nearbyStores);
    expect(asked('/api/stores?limit=100')).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    await refreshIfStale('stores', STALE_TIME_MS.nearbyStores);
    expect(asked('/api/stores?limit=100')).toBe(2);
    // The store list's own staleness elsewhere is 2 minutes: fresh for it, still.
    await refreshIfStale('stores', STALE_TIME_MS.stores);
    expect(asked('/api/stores?limit=100')).toBe(2);
  });

  it('a pull whose every answer is overtaken by a settling write writes nothing and stays due', async () => {
    await db.wishlist.clear();
    const fetch = vi.fn(async () => {
      await countSettled();
      return json([{ productId: 12, createdAt: '2026-11-26T12:00:00Z' }]);
    });
    vi.stubGlobal('fetch', fetch);
    await refreshIfStale('wishlist', STALE_TIME_MS.stores);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await db.wishlist.count()).toBe(0);
    const asked = serve({ '/api/wishlist': [{ productId: 12, createdAt: '2026-11-26T12:00:00Z' }] });
    await refreshIfStale('wishlist', STALE_TIME_MS.stores);
    expect(asked('/api/wishlist')).toBe(1);
    expect(await db.wishlist.count()).toBe(1);
    await refreshIfStale('wishlist', STALE_TIME_MS.stores);
    expect(asked('/api/wishlist')).toBe(1);
  });

  it('the staleness table, polling and prefetch delay are spec 000 §9’s, and each collection uses its own', () => {
    const minute = 60_000;
    expect(STALE_TIME_MS).toEqual({
      auth: 0,
      products: 0,
      seller: 0,
      reservations: 0,
      wishlist: 0,
      notifications: 0,
      nearbyStores: minute,
      location: minute,
      stores: 2 * minute,
      default: 2 * minute,
      highlights: 5 * minute,
      categories: 15 * minute,
      config: 15 * minute,
      plans: 15 * minute,
    });
    expect(CACHE_GC_MS).toBe(10 * minute);
    expect(PREFETCH_DELAY_MS).toBe(3000);
    expect(POLLING).toMatchObject({ userDataMs: 30_000, reservationsMs: 15_000, wishlistStaleMs: 120_000 });
    expect(POLICIES.categories.staleMs).toBe(STALE_TIME_MS.categories);
    expect(POLICIES.highlights.staleMs).toBe(STALE_TIME_MS.highlights);
    expect(POLICIES.stores.staleMs).toBe(STALE_TIME_MS.stores);
    expect(POLICIES.catalogue.staleMs).toBe(STALE_TIME_MS.default);
    expect(POLICIES.sellerCatalogue.staleMs).toBe(STALE_TIME_MS.seller);
    expect(POLICIES.featureFlags.staleMs).toBe(STALE_TIME_MS.config);
    expect(POLICIES.wishlist.staleMs).toBe(POLLING.wishlistStaleMs);
    expect(POLICIES.me.pollMs).toBe(POLLING.userDataMs);
    expect(POLICIES.reservations.pollMs).toBe(POLLING.reservationsMs);
  });
});
