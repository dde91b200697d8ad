/**
 * The server's read caches (spec 001 §9 sizes via the domain LruCache): highlight selections per store and
 * search results. One set per open database, so each test app (and each server process) has its own.
 * Writers invalidate synchronously; other processes invalidate when the change event reaches them through
 * LISTEN (see `invalidateFromEvent`), and everything is dropped when the LISTEN connection comes back after
 * a gap (events published meanwhile were missed); the TTL bounds anything else.
 */

import type { SearchResponse } from '../../../src/domain/api/search';
import type { Category } from '../../../src/domain/categories';
import { CACHE_CONFIGS, LruCache } from '../../../src/domain/lru-cache';
import type { Database } from '../../db/client';

/** One product a store's highlight selection chose: what ranks it among the city's, not its answer. */
export type HighlightEntry = { id: number; category: Category; score: number };

/**
 * The stores' selections are kept for as many stores as a city has stalls, with spec 001 §9's highlights
 * lifetime: at its 100 entries a city's 2,000 stalls pushed each other out, and every read chose the
 * highlights of the whole city again, from its thousands of highlighted products.
 */
const HIGHLIGHT_SELECTIONS = { ttlMs: CACHE_CONFIGS.highlights.ttlMs, maxEntries: 20_000 } as const;

export interface ProductCaches {
  /** Key `store:<id>`: the highlights the domain selection picked for that store (one per store). */
  highlights: LruCache<HighlightEntry[]>;
  /** Key `<normalized query>|<limit>`. */
  search: LruCache<SearchResponse>;
}

const cachesByDatabase = new WeakMap<Database, ProductCaches>();

export function productCaches(database: Database): ProductCaches {
  let caches = cachesByDatabase.get(database);
  if (!caches) {
    caches = {
      highlights: new LruCache<HighlightEntry[]>(HIGHLIGHT_SELECTIONS),
      search: new LruCache<SearchResponse>(CACHE_CONFIGS.search),
    };
    cachesByDatabase.set(database, caches);
  }
  return caches;
}

/** A product of `storeId` changed (or the store itself): its highlights and every search result may be stale. */
export function invalidateStoreProducts(database: Database, storeId: number): void {
  const caches = productCaches(database);
  caches.highlights.delete(`store:${storeId}`);
  // A search answer mixes every store; a targeted eviction would miss rows the change adds to a result.
  caches.search.clear();
}

/** This process missed events (its LISTEN connection was down): nothing cached can be trusted. */
export function clearProductCaches(database: Database): void {
  const caches = productCaches(database);
  caches.highlights.clear();
  caches.search.clear();
}

/** Called with every payload published on the events channel (including our own: harmless double eviction). */
export function invalidateFromEvent(database: Database, payload: string): void {
  let event: { type?: unknown; storeId?: unknown };
  try {
    event = JSON.parse(payload) as typeof event;
  } catch {
    return;
  }
  if (typeof event.type !== 'string' || typeof event.storeId !== 'number') return;
  if (event.type.startsWith('product-') || event.type.startsWith('store-')) {
    invalidateStoreProducts(database, event.storeId);
  }
}
