/**
 * Search: the server's full-text search when online, the local catalogue in Dexie offline; both accent- and
 * case-insensitive ("pao" finds "Pão"). Recent searches live in db.searchHistory.
 */
import type { ProductWire, StoreWire } from '../domain/api/catalogue';
import { db } from './db';
import { ApiError, requestJson } from './http';
import { putLatest } from './sync/catalogue';

export type SearchResult = { products: ProductWire[]; stores: StoreWire[]; source: 'server' | 'local' };

const HISTORY_KEEP = 10;
const LOCAL_LIMIT = 50;

/** Lowercase without diacritics: the same folding the server does with unaccent. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function matchesTerm(haystack: Array<string | null | undefined>, term: string): boolean {
  const words = fold(term).split(/\s+/).filter(Boolean);
  const text = fold(haystack.filter(Boolean).join(' '));
  return words.every((w) => text.includes(w));
}

export async function searchLocal(term: string): Promise<SearchResult> {
  const [products, stores] = await Promise.all([
    db.products
      .filter((p) => matchesTerm([p.name, p.description, p.category, p.storeName], term))
      .limit(LOCAL_LIMIT)
      .toArray(),
    db.stores
      .filter((s) => matchesTerm([s.name, s.description, s.category, s.neighborhood], term))
      .limit(LOCAL_LIMIT)
      .toArray(),
  ]);
  return { products, stores, source: 'local' };
}

export async function searchCatalogue(raw: string): Promise<SearchResult> {
  const term = raw.trim();
  if (term === '') return { products: [], stores: [], source: 'local' };
  await rememberSearch(term).catch(() => undefined);
  try {
    const askedAt = performance.now();
    const { data } = await requestJson<{ products?: ProductWire[]; stores?: StoreWire[] }>(
      `/api/search?q=${encodeURIComponent(term)}`,
      { retries: 0 },
    );
    const products = data?.products ?? [];
    const stores = data?.stores ?? [];
    // Results seen online stay searchable offline (never over a newer copy, nor back after a live removal).
    await Promise.all([
      putLatest(db.products, products, askedAt),
      putLatest(db.stores, stores, askedAt),
    ]).catch(() => undefined);
    return { products, stores, source: 'server' };
  } catch (error) {
    if (error instanceof ApiError && error.isFinal) throw error;
    return searchLocal(term);
  }
}

async function rememberSearch(term: string): Promise<void> {
  await db.transaction('rw', db.searchHistory, async () => {
    await db.searchHistory.put({ term, searchedAt: Date.now() });
    const stale = await db.searchHistory.orderBy('searchedAt').reverse().offset(HISTORY_KEEP).primaryKeys();
    await db.searchHistory.bulkDelete(stale);
  });
}

/** POST /api/search/track; never throws (spec 000 §7: navigation happens even when tracking fails). */
export async function trackSearch(term: string): Promise<void> {
  const trimmed = term.trim();
  if (trimmed === '') return;
  await requestJson('/api/search/track', { method: 'POST', body: { term: trimmed } }).catch(() => undefined);
}

export async function fetchPopularSearches(): Promise<string[]> {
  try {
    const { data } = await requestJson<unknown>('/api/search/popular', { retries: 1 });
    const list = Array.isArray(data) ? data : ((data as { terms?: unknown[] } | undefined)?.terms ?? []);
    return list.flatMap((t) =>
      typeof t === 'string'
        ? [t]
        : typeof (t as { term?: unknown })?.term === 'string'
          ? [(t as { term: string }).term]
          : [],
    );
  } catch {
    return [];
  }
}
