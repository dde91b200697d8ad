/**
 * The sellers' analytics counted from the public answers themselves: a product page served is a product view,
 * a store page a store view, a search answer one appearance per product it lists. Counted on every answer,
 * served from the cache or not (public-cache-plugin.ts, server-render.ts), into the process's buffer
 * (services/seller/analytics-buffer.ts), so a cache hit still counts without a query.
 */
import type { AnalyticsEvent } from '../services/seller/analytics';

/**
 * What an answer of `path` counts for the sellers' analytics each time it is served. `body` gives the answer,
 * read only for the paths that count something.
 */
export function countsOfAnswer(path: string, body: () => unknown): AnalyticsEvent[] {
  const pathname = path.split('?')[0] ?? path;
  type Answer = { id?: number; storeId?: number; products?: Array<{ id: number; storeId: number }> };
  if (/^\/api\/products\/\d+$/.test(pathname)) {
    const answer = body() as Answer;
    return answer.storeId === undefined
      ? []
      : [{ storeId: answer.storeId, productId: answer.id ?? null, kind: 'product_view' }];
  }
  if (/^\/api\/stores\/\d+$/.test(pathname)) {
    const answer = body() as Answer;
    return answer.id === undefined ? [] : [{ storeId: answer.id, kind: 'store_view' }];
  }
  if (pathname === '/api/search' || pathname === '/api/products/search')
    return ((body() as Answer).products ?? []).map((p) => ({
      storeId: p.storeId,
      productId: p.id,
      kind: 'search_appearance' as const,
    }));
  return [];
}
