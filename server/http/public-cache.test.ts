/**
 * The public answer cache as spec 001 §9's caches: products (5 min, 500) and main (5 min, 1,000), least
 * recently used out at the cap, expired answers evicted by the 60 s cleanup, and the cache flags' policy.
 * Clock and interval are injected: no test waits.
 */
import { describe, expect, it } from 'vitest';
import { TIME } from '../../src/domain/constants';
import { CACHE_CLEANUP_INTERVAL_MS, CACHE_CONFIGS, type Timers } from '../../src/domain/lru-cache';
import type { FeiraEvent } from '../realtime/events';
import { tagsOfEvent, tagsOfPath } from './cache-tags';
import { answerOf, cacheKey, cacheOfKey, DEFAULT_POLICY, PublicCache } from './public-cache';

function fakeClock() {
  let time = 0;
  const intervals = new Map<number, { every: number; next: number; run: () => void }>();
  let ids = 1;
  const timers: Timers = {
    setInterval: (run, every) => {
      const id = ids++;
      intervals.set(id, { every, next: time + every, run });
      return id;
    },
    clearInterval: (id) => {
      intervals.delete(id as number);
    },
  };
  return {
    now: () => time,
    timers,
    intervals,
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = [...intervals.values()].filter((i) => i.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        time = due.next;
        due.next += due.every;
        due.run();
      }
      time = end;
    },
  };
}

const answer = (path: string) => answerOf('{}', 'application/json', 200, tagsOfPath(path));

describe('public answer cache (spec 001 §9)', () => {
  it('keeps product lists, pages and search in the products cache, the rest in main', () => {
    for (const key of [
      '/api/products?page=1',
      '/api/products/12',
      '/api/products/search?q=mel',
      '/api/search?q=mel',
      '/api/stores/3/products?limit=100',
    ])
      expect(cacheOfKey(key), key).toBe('products');
    for (const key of ['/api/categories', '/api/stores/3', '/api/promotions', '/api/banners', 'page / abc'])
      expect(cacheOfKey(key), key).toBe('main');
    const cache = new PublicCache(fakeClock());
    cache.store('/api/products/1', cache.begin(), answer('/api/products/1'));
    cache.store('/api/categories', cache.begin(), answer('/api/categories'));
    expect(cache.stats.products.size).toBe(1);
    expect(cache.stats.main.size).toBe(1);
    expect(cache.stats.size).toBe(2);
  });

  it('holds 500 product answers and 1,000 others, dropping the least recently used at the cap', () => {
    expect(CACHE_CONFIGS.products).toEqual({ ttlMs: 5 * TIME.MINUTE, maxEntries: 500 });
    expect(CACHE_CONFIGS.main).toEqual({ ttlMs: 5 * TIME.MINUTE, maxEntries: 1000 });
    const cache = new PublicCache(fakeClock());
    for (let id = 1; id <= 500; id++) cache.store(`/api/products/${id}`, 0, answer(`/api/products/${id}`));
    // Product 1 read again: product 2 is now the least recently used.
    expect(cache.get('/api/products/1')).toBeDefined();
    cache.store('/api/products/501', 0, answer('/api/products/501'));
    expect(cache.stats.products.size).toBe(500);
    expect(cache.get('/api/products/1')).toBeDefined();
    expect(cache.get('/api/products/2')).toBeUndefined();
    for (let id = 1; id <= 1001; id++) cache.store(`/api/stores/${id}/coupons`, 0, answer('/api/banners'));
    expect(cache.stats.main.size).toBe(1000);
    expect(cache.get('/api/stores/1/coupons')).toBeUndefined();
    // The products cache was not touched by main's evictions.
    expect(cache.stats.products.size).toBe(500);
  });

  it('an answer expires after 5 minutes, or its own shorter TTL', () => {
    const clock = fakeClock();
    const cache = new PublicCache(clock);
    cache.store('/api/products?page=1', 0, answer('/api/products'));
    cache.store('/api/promotions', 0, answer('/api/promotions'), 30 * TIME.SECOND);
    clock.advance(30 * TIME.SECOND);
    expect(cache.get('/api/promotions')).toBeUndefined();
    clock.advance(5 * TIME.MINUTE - 30 * TIME.SECOND - 1);
    expect(cache.get('/api/products?page=1')).toBeDefined();
    clock.advance(1);
    expect(cache.get('/api/products?page=1')).toBeUndefined();
  });

  it('evicts expired answers every 60 s without a read, and stops with the process', () => {
    const clock = fakeClock();
    const cache = new PublicCache(clock);
    cache.startCleanup();
    expect([...clock.intervals.values()].every((i) => i.every === CACHE_CLEANUP_INTERVAL_MS)).toBe(true);
    cache.store('/api/products/1', 0, answer('/api/products/1'));
    cache.store('/api/banners', 0, answer('/api/banners'), 30 * TIME.SECOND);
    clock.advance(CACHE_CLEANUP_INTERVAL_MS);
    // The 30 s answer is gone though nobody asked for it; sizes count without a read.
    expect(cache.stats.main.size).toBe(0);
    expect(cache.stats.products.size).toBe(1);
    clock.advance(5 * CACHE_CLEANUP_INTERVAL_MS);
    expect(cache.stats.products.size).toBe(0);
    cache.stopCleanup();
    expect(clock.intervals.size).toBe(0);
  });

  it('counts hits and misses per cache', () => {
    const cache = new PublicCache(fakeClock());
    cache.store('/api/products/1', 0, answer('/api/products/1'));
    cache.get('/api/products/1');
    cache.get('/api/products/1');
    cache.get('/api/products/2');
    cache.get('/api/banners');
    expect(cache.stats.products).toMatchObject({ hits: 2, misses: 1 });
    expect(cache.stats.main).toMatchObject({ hits: 0, misses: 1 });
    expect(cache.stats).toMatchObject({ hits: 2, misses: 2, hitRate: 0.5 });
  });
});

describe('the cache flags (spec 001 §3) as the cache policy', () => {
  const productChange: FeiraEvent = {
    type: 'product-updated',
    storeId: 1,
    productId: 7,
    reach: { ownerId: 2, public: true, wasPublic: true },
  };
  const categoryChange: FeiraEvent = { type: 'data-changed', collection: 'categories' };

  it('cache-invalidation-service: on, a change drops what it touches; off, answers live to their TTL', () => {
    const cache = new PublicCache(fakeClock());
    cache.store('/api/products/7', 0, answer('/api/products/7'));
    cache.policy = { ...DEFAULT_POLICY, invalidateOnEvents: () => false };
    cache.drop(tagsOfEvent(productChange));
    expect(cache.get('/api/products/7')).toBeDefined();
    cache.policy = DEFAULT_POLICY;
    cache.drop(tagsOfEvent(productChange));
    expect(cache.get('/api/products/7')).toBeUndefined();
  });

  it('category-cache-invalidation: a category change drops the category lists only, not every answer', () => {
    const fill = (cache: PublicCache) => {
      for (const path of ['/api/categories', '/api/categories/comida/products', '/api/products?page=1'])
        cache.store(path, cache.begin(), answer(path));
    };
    const broad = new PublicCache(fakeClock());
    fill(broad);
    broad.drop(tagsOfEvent(categoryChange));
    expect(broad.stats.size).toBe(0);
    const targeted = new PublicCache(fakeClock());
    targeted.policy = { ...DEFAULT_POLICY, categoryInvalidation: () => true };
    fill(targeted);
    targeted.drop(tagsOfEvent(categoryChange));
    expect(targeted.get('/api/categories')).toBeUndefined();
    expect(targeted.get('/api/categories/comida/products')).toBeUndefined();
    expect(targeted.get('/api/products?page=1')).toBeDefined();
  });

  it('optimized-cache-strategies: one entry per URL whatever the order of its parameters', () => {
    expect(cacheKey('/api/products?page=1&category=comida', true)).toBe(
      '/api/products?category=comida&page=1',
    );
    expect(cacheKey('/api/products?page=1&category=comida', false)).toBe(
      '/api/products?page=1&category=comida',
    );
    expect(cacheKey('/api/products?', true)).toBe('/api/products');
    const cache = new PublicCache(fakeClock());
    cache.policy = { ...DEFAULT_POLICY, normalizeKeys: () => true };
    expect(cache.keyOf('/api/search?q=mel&limit=5')).toBe(cache.keyOf('/api/search?limit=5&q=mel'));
  });

  it('circuit-breaker-cache: the last good answer outlives drops and expiry, kept only while on', () => {
    const clock = fakeClock();
    const cache = new PublicCache(clock);
    cache.store('/api/products/7', 0, answer('/api/products/7'));
    expect(cache.lastGoodOf('/api/products/7')).toBeUndefined();
    cache.policy = { ...DEFAULT_POLICY, keepLastGood: () => true };
    cache.store('/api/products/7', cache.begin(), answer('/api/products/7'));
    cache.drop(tagsOfEvent(productChange));
    clock.advance(10 * TIME.MINUTE);
    expect(cache.get('/api/products/7')).toBeUndefined();
    expect(cache.lastGoodOf('/api/products/7')).toBeDefined();
    cache.policy = DEFAULT_POLICY;
    expect(cache.lastGoodOf('/api/products/7')).toBeUndefined();
  });
});
