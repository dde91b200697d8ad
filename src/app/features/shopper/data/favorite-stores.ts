import { db } from '../../../../data/db';
import { useLiveRead } from '../../../reads/live-read';

/** Followed stores with their store row when this device has it. */
export function useFavoriteStores() {
  return useLiveRead(async () => {
    const favorites = await db.favoriteStores.orderBy('storeId').toArray();
    const stores = await db.stores.bulkGet(favorites.map((f) => f.storeId));
    return favorites.map((favorite, i) => ({ favorite, store: stores[i] ?? null }));
  }, []);
}
