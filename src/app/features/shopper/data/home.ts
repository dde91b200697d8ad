import { useLiveQuery } from 'dexie-react-hooks';
import { isOnline } from '../../../../data/connectivity';
import { db } from '../../../../data/db';

/**
 * An empty local table means "not loaded yet" until the collection's first pull has answered (or the device is
 * offline): the screen keeps its skeleton instead of flashing an empty state that the first sync then pushes
 * down (layout shift).
 */
async function settled<T>(rows: T[], collection: string): Promise<T[] | undefined> {
  if (rows.length > 0 || !isOnline()) return rows;
  const synced = await db.syncState.where('collection').startsWith(collection).count();
  return synced > 0 ? rows : undefined;
}

/** Highlights in server order, from the local copy: renders offline exactly as last synced. */
export function useHighlights() {
  return useLiveQuery(async () => {
    const order = await db.highlights.orderBy('position').toArray();
    const products = await db.products.bulkGet(order.map((h) => h.productId));
    return settled(
      products.filter((p) => p !== undefined),
      'highlights',
    );
  }, []);
}

export function useCategories() {
  return useLiveQuery(async () => settled(await db.categories.toArray(), 'categories'), []);
}

export function useBanners() {
  return useLiveQuery(
    async () =>
      settled(
        (await db.banners.toArray()).sort((a, b) => a.sortOrder - b.sortOrder),
        'banners',
      ),
    [],
  );
}

/** The catalogue grid of the home page: what the shopper has synced, highlights first. */
export function useCatalogueProducts(limit = 48) {
  return useLiveQuery(async () => {
    const rows = await db.products.toArray();
    return settled(
      rows
        .filter((p) => p.status === 'ACTIVE' || p.status === 'OUT_OF_STOCK')
        .sort(
          (a, b) =>
            Number(b.isHighlighted) - Number(a.isHighlighted) || a.name.localeCompare(b.name, 'pt-BR'),
        )
        .slice(0, limit),
      'products',
    );
  }, [limit]);
}

/** Promotions running now (or about to), soonest end first, with their product when known. */
export function useFlashPromotions(limit?: number) {
  return useLiveQuery(async () => {
    const now = new Date().toISOString();
    const rows = (await db.promotions.where('endsAt').above(now).toArray()).sort((a, b) =>
      a.endsAt.localeCompare(b.endsAt),
    );
    const picked = limit === undefined ? rows : rows.slice(0, limit);
    const products = await db.products.bulkGet(picked.map((p) => p.productId));
    return settled(
      picked.map((promotion, i) => ({ promotion, product: products[i] ?? null })),
      'promotions',
    );
  }, [limit]);
}

/** Products opened on this device, most recent first (db.recentlyViewed). */
export function useRecentlyViewed(limit = 8) {
  return useLiveQuery(async () => {
    const recent = await db.recentlyViewed.orderBy('viewedAt').reverse().limit(limit).toArray();
    const products = await db.products.bulkGet(recent.map((r) => r.productId));
    return products.filter((p) => p !== undefined);
  }, [limit]);
}
