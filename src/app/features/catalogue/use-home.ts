import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../data/db';

/** Highlights in server order, from the local copy: renders offline exactly as last synced. */
export function useHighlights() {
  return useLiveQuery(async () => {
    const order = await db.highlights.orderBy('position').toArray();
    const products = await db.products.bulkGet(order.map((h) => h.productId));
    return products.filter((p) => p !== undefined);
  }, []);
}

export function useCategories() {
  return useLiveQuery(() => db.categories.toArray(), []);
}

/** The catalogue grid of the home page: what the shopper has synced, highlights first. */
export function useCatalogueProducts(limit = 48) {
  return useLiveQuery(async () => {
    const rows = await db.products.toArray();
    return rows
      .filter((p) => p.status === 'ACTIVE' || p.status === 'OUT_OF_STOCK')
      .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || a.name.localeCompare(b.name, 'pt-BR'))
      .slice(0, limit);
  }, [limit]);
}
