import { db } from '../../../../data/db';
import { fetchPopularSearches, searchCatalogue } from '../../../../data/search';
import type { ProductWire, StoreWire } from '../../../../domain/api/catalogue';
import { useLiveRead } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';

export type SearchResult =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; products: ProductWire[]; stores: StoreWire[]; source: 'server' | 'local' }
  | { state: 'error'; message: string };

/**
 * Results of `searchCatalogue`: the server's search online (its rows kept on this device, so they are found
 * offline too), this device's catalogue when the server is out of reach. A newer term replaces an older answer.
 */
export function useSearchResults(term: string): SearchResult {
  const q = term.trim();
  const read = useOnlineRead(q ? `search?q=${q}` : null, () => searchCatalogue(q));
  if (!q) return { state: 'idle' };
  if (read.error !== null) return { state: 'error', message: read.error };
  return read.data ? { state: 'done', ...read.data } : { state: 'loading' };
}

export function useRecentSearches(limit = 8) {
  return useLiveRead(
    async () =>
      (await db.searchHistory.orderBy('searchedAt').reverse().limit(limit).toArray()).map((r) => r.term),
    [limit],
  );
}

/** Kept on this device so recent searches show offline too (db.searchHistory, keyed by term). */
export async function rememberSearch(term: string): Promise<void> {
  await db.searchHistory.put({ term, searchedAt: Date.now() }).catch(() => undefined);
}

export async function clearRecentSearches(): Promise<void> {
  await db.searchHistory.clear();
}

/** The popular terms (none while loading, offline or after a failure: the list is a suggestion). */
export function usePopularSearches(): string[] {
  return useOnlineRead('popular-searches', fetchPopularSearches).data ?? NO_TERMS;
}

const NO_TERMS: string[] = [];
