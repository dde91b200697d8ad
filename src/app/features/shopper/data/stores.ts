import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../../data/db';

export function useStores() {
  return useLiveQuery(
    async () =>
      (await db.stores.toArray())
        .filter((s) => s.isActive)
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    [],
  );
}

export function useStore(id: number) {
  return useLiveQuery(async () => (await db.stores.get(id)) ?? null, [id]);
}

export function useStoreProducts(storeId: number) {
  return useLiveQuery(
    async () =>
      (await db.products.where({ storeId }).toArray())
        .filter((p) => p.status === 'ACTIVE' || p.status === 'OUT_OF_STOCK')
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    [storeId],
  );
}

export function useIsFollowing(storeId: number) {
  return useLiveQuery(async () => (await db.favoriteStores.get(storeId)) ?? null, [storeId]);
}
