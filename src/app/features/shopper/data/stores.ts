import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../../data/db';
import type { ProductPage, ProductWire, StoreWire } from '../../../../domain/api/catalogue';
import { compareNames } from '../../../../domain/format';
import { useFirstData, useLiveOrFirst } from '../../../ssr/first-data';
import { storePath, storeProductsPath } from '../../../ssr/first-paths';
import { useStable } from '../../../ui/use-stable';

export function useStores() {
  return useLiveQuery(
    async () =>
      (await db.stores.toArray()).filter((s) => s.isActive).sort((a, b) => compareNames(a.name, b.name)),
    [],
  );
}

/** A store from the local copy; the server's copy (a server-rendered page) until the local one is there. */
/** The store, live; `gone` when the server has just answered that it has no such public store. */
export function useStore(id: number, gone = false) {
  const first = useFirstData<{ store: StoreWire } | StoreWire>(storePath(id));
  const live = useLiveQuery(async () => (await db.stores.get(id)) ?? null, [id]);
  const firstStore = first && 'store' in first ? first.store : first;
  return useLiveOrFirst(id, live, firstStore, gone).row;
}

const shelfOrder = (rows: ProductWire[]) =>
  rows
    .filter((p) => p.status === 'ACTIVE' || p.status === 'OUT_OF_STOCK')
    .sort((a, b) => compareNames(a.name, b.name));

export function useStoreProducts(storeId: number) {
  const first = useFirstData<ProductPage>(storeProductsPath(storeId));
  const live = useLiveQuery(
    async () => shelfOrder(await db.products.where({ storeId }).toArray()),
    [storeId],
  );
  // An empty local list before the store's pull has answered is "not there yet", not "no products".
  const settled = live && (live.length > 0 || !first);
  return useStable(settled || !first ? live : shelfOrder(first.products));
}

export function useIsFollowing(storeId: number) {
  return useLiveQuery(async () => (await db.favoriteStores.get(storeId)) ?? null, [storeId]);
}
