import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../../../data/db';
import { fetchPopularSearches, searchCatalogue } from '../../../../data/search';
import type { ProductWire, StoreWire } from '../../../../domain/api/catalogue';
import { useOnlineRead } from '../../../reads/online-read';
import { errorMessage } from '../../../ui/error-message';

export type SearchResult =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; products: ProductWire[]; stores: StoreWire[]; source: 'server' | 'local' }
  | { state: 'error'; message: string };

/** Results of `searchCatalogue` (server online, Dexie offline); a newer term cancels an older answer. */
export function useSearchResults(term: string): SearchResult {
  const [result, setResult] = useState<SearchResult>({ state: 'idle' });
  useEffect(() => {
    const q = term.trim();
    if (!q) {
      setResult({ state: 'idle' });
      return;
    }
    let cancelled = false;
    setResult({ state: 'loading' });
    searchCatalogue(q)
      .then((r) => !cancelled && setResult({ state: 'done', ...r }))
      .catch((e: unknown) => !cancelled && setResult({ state: 'error', message: errorMessage(e) }));
    return () => {
      cancelled = true;
    };
  }, [term]);
  return result;
}

export function useRecentSearches(limit = 8) {
  return useLiveQuery(
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
