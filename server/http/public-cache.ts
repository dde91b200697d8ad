/**
 * The shared answers of the public catalogue: every anonymous visitor gets the same product lists, product
 * pages, search results, stores and server-rendered pages, so each process keeps the serialized answer (and
 * its Brotli and gzip copies, made on first need) per URL, and serves a repeat without a query, a session
 * lookup or a render. While the flag cache-invalidation-service is on (the default), an answer is never stale
 * beyond a change: every catalogue change is published as an event (server/realtime/events.ts), which drops
 * the answers it touches in the writing process at once and in every other process when its NOTIFY arrives.
 * While the LISTEN connection is lost nothing is kept, and when it is back everything is dropped (what was
 * published meanwhile was never heard); the TTL bounds the rest. One cache per open database, so each test
 * app and each process has its own. What an answer is made from is cache-tags.ts's to say; sending one is
 * send-cached.ts's.
 */
import { TIME } from '../../src/domain/constants';
import { CACHE_CLEANUP_INTERVAL_MS, CACHE_CONFIGS, LruCache, type Timers } from '../../src/domain/lru-cache';
import type { Database } from '../db/client';
import type { AnalyticsEvent } from '../services/seller/analytics';
import type { CacheTag } from './cache-tags';
import { weakEtag } from './etag';

// Temporary: server-render.ts and public-pages.ts still import these from here. Both are being rewritten on the
// first-screen branch; once it is merged, they import from the modules below and these lines go.
export { countsOfAnswer } from './answer-counts';
export { tagsOfPath } from './cache-tags';
export { sendCached } from './send-cached';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
  status: number;
  tags: readonly CacheTag[];
  /** What each answer of it counts for the sellers' analytics (a product view, search appearances). */
  counts: readonly AnalyticsEvent[];
  /** Compressed copies, made on the first request that accepts each (send-cached.ts). */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

/**
 * Spec 001 §9's caches as this process keeps the shared answers: `products` holds product lists, product pages
 * and search (5 minutes, 500 entries), `main` every other answer and the server-rendered pages (5 minutes,
 * 1,000 entries). Each evicts its least recently used answer at its cap.
 */
export type PublicCacheName = 'products' | 'main';

/** Which of the two caches keeps the answer of `key` (an /api path with its query, or a page's render key). */
export function cacheOfKey(key: string): PublicCacheName {
  const pathname = key.split('?')[0] ?? key;
  return /^\/api\/(products|search)(\/|$)|^\/api\/stores\/\d+\/products$/.test(pathname)
    ? 'products'
    : 'main';
}

/** How the cache behaves under the cache feature flags (spec 001 §3); set by the plugin from the admin's flags. */
export interface PublicCachePolicy {
  /** `cache-invalidation-service`: change events drop the answers they touch; off, answers live to their TTL. */
  invalidateOnEvents(): boolean;
  /** `category-cache-invalidation`: a category change drops the category lists only, not the whole catalogue. */
  categoryInvalidation(): boolean;
  /** `optimized-cache-strategies`: one entry per URL whatever the order of its query parameters. */
  normalizeKeys(): boolean;
  /** `circuit-breaker-cache`: keep the last good answer of each URL to serve while the database is away. */
  keepLastGood(): boolean;
}

/** Before the plugin sets the admin's flags (and in a process without it): the answers drop on every change. */
export const DEFAULT_POLICY: PublicCachePolicy = {
  invalidateOnEvents: () => true,
  categoryInvalidation: () => false,
  normalizeKeys: () => false,
  keepLastGood: () => false,
};

/** The cleanup interval must not keep a process (or a test run) alive on its own. */
const unrefTimers: Timers = {
  setInterval: (fn, ms) => {
    const handle = globalThis.setInterval(fn, ms);
    handle.unref?.();
    return handle;
  },
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/** The key an answer is kept under: with `normalize`, the query's parameters sorted (`?b=2&a=1` = `?a=1&b=2`). */
export function cacheKey(url: string, normalize: boolean): string {
  const at = url.indexOf('?');
  if (!normalize || at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query === '' ? url.slice(0, at) : `${url.slice(0, at)}?${query}`;
}

export class PublicCache {
  private readonly caches: Record<PublicCacheName, LruCache<CachedAnswer>>;
  /**
   * The circuit breaker's copies (`keepLastGood`): the last 200 answer per URL, dropped by no event, served
   * only when the database cannot answer. Kept an hour at most, at main's size.
   */
  private readonly lastGood: LruCache<CachedAnswer>;
  /** Raised by every drop: an answer made from reads begun before it may be older than the change. */
  private generation = 0;
  policy: PublicCachePolicy = DEFAULT_POLICY;

  constructor(options: { now?: () => number; timers?: Timers } = {}) {
    const timers = options.timers ?? unrefTimers;
    const clock = { timers, ...(options.now ? { now: options.now } : {}) };
    this.caches = {
      products: new LruCache<CachedAnswer>(CACHE_CONFIGS.products, clock),
      main: new LruCache<CachedAnswer>(CACHE_CONFIGS.main, clock),
    };
    this.lastGood = new LruCache<CachedAnswer>(
      { ttlMs: TIME.HOUR, maxEntries: CACHE_CONFIGS.main.maxEntries },
      clock,
    );
  }

  /** Both caches together (what the bench compares across replicas), each one, and the generation. */
  get stats() {
    const products = this.caches.products.stats();
    const main = this.caches.main.stats();
    const hits = products.hits + main.hits;
    const misses = products.misses + main.misses;
    return {
      size: products.size + main.size,
      hits,
      misses,
      hitRate: hits + misses === 0 ? 0 : hits / (hits + misses),
      generation: this.generation,
      products,
      main,
    };
  }

  /** The key `url` is kept under, as the policy wants it now. */
  keyOf(url: string): string {
    return cacheKey(url, this.policy.normalizeKeys());
  }

  /** The generation a request starts in: `store` takes its answer only if no drop happened since. */
  begin(): number {
    this.followInvalidation();
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    this.followInvalidation();
    return this.caches[cacheOfKey(key)].get(key);
  }

  /** Whether the policy dropped answers on events when last asked. */
  private invalidating = true;

  /**
   * Invalidation switched back on: the changes made while it was off dropped nothing, so nothing kept from
   * then can be trusted.
   */
  private followInvalidation(): void {
    const on = this.policy.invalidateOnEvents();
    if (on && !this.invalidating) this.drop('all');
    this.invalidating = on;
  }

  /** The circuit breaker's copy of `key`, when the policy keeps them. */
  lastGoodOf(key: string): CachedAnswer | undefined {
    return this.policy.keepLastGood() ? this.lastGood.get(key) : undefined;
  }

  /** Keeps `answer` unless a drop happened since the request began (`since`, from `begin`). */
  store(key: string, since: number, answer: Omit<CachedAnswer, 'encoded'>, ttlMs?: number): void {
    if (answer.status === 200 && this.policy.keepLastGood())
      this.lastGood.set(key, { ...answer, encoded: {} });
    if (since !== this.generation) return;
    this.caches[cacheOfKey(key)].set(key, { ...answer, encoded: {} }, ttlMs);
  }

  /**
   * Drops the answers made from `touched` (what a change event touched, `tagsOfEvent`), under the policy:
   * nothing while answers live to their TTL; only the category lists for a category change when that drop is
   * targeted.
   */
  drop(touched: readonly CacheTag[] | 'all'): void {
    if (!this.policy.invalidateOnEvents()) return;
    const tags: readonly CacheTag[] | 'all' =
      touched !== 'all' && touched.includes('categories') && this.policy.categoryInvalidation()
        ? ['categories']
        : touched;
    if (tags !== 'all' && tags.length === 0) return;
    this.generation += 1;
    for (const cache of Object.values(this.caches)) {
      if (tags === 'all') cache.clear();
      else cache.invalidateWhere((_key, answer) => answer.tags.some((tag) => tags.includes(tag)));
    }
  }

  /** Evicts the expired answers now (what the 60 s cleanup runs); returns how many. */
  cleanup(): number {
    return Object.values(this.caches).reduce((sum, cache) => sum + cache.cleanup(), this.lastGood.cleanup());
  }

  /** Spec 001 §9: expired answers are evicted every 60 s, not only when read again. */
  startCleanup(intervalMs = CACHE_CLEANUP_INTERVAL_MS): void {
    for (const cache of [...Object.values(this.caches), this.lastGood]) cache.startCleanup(intervalMs);
  }

  stopCleanup(): void {
    for (const cache of [...Object.values(this.caches), this.lastGood]) cache.stopCleanup();
  }
}

const caches = new WeakMap<Database, PublicCache>();

export function publicCache(database: Database): PublicCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new PublicCache();
    caches.set(database, cache);
  }
  return cache;
}

/** An answer to cache: its serialized body, as the ETag hook and the client see it. */
export function answerOf(
  body: string,
  contentType: string,
  status: number,
  tags: readonly CacheTag[],
  counts: readonly AnalyticsEvent[] = [],
): Omit<CachedAnswer, 'encoded'> {
  const bytes = Buffer.from(body, 'utf8');
  return { body: bytes, etag: weakEtag(bytes), contentType, status, tags, counts };
}
