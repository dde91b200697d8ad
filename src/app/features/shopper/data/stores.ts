import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../../data/db';
import { pulled, storeProductsCollection } from '../../../../data/sync/collections';
import type { ProductPage, ProductWire, StoreWire } from '../../../../domain/api/catalogue';
import { storePath, storeProductsPath } from '../../../../domain/first-screen';
import { compareNames } from '../../../../domain/format';
import { isPubliclyVisible } from '../../../../domain/product/status';
import { useFirstAnswer, useLiveRow } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';
import { useStable } from '../../../ui/use-stable';
import { syncStore } from './commands';

export function useStores() {
  return useLiveQuery(
    async () =>
      (await db.stores.toArray()).filter((s) => s.isActive).sort((a, b) => compareNames(a.name, b.name)),
    [],
  );
}

/**
 * The store page's own read of the server: it writes the store and its shelf into the local copy, and answers
 * nothing when the server has no such public store. It runs again each time the live socket opens.
 */
export function useStoreRead(id: number) {
  return useOnlineRead(`store:${id}`, () => syncStore(id), { rereadOnReconnect: true });
}

/**
 * The store from the local copy, live; the server's copy (a server-rendered page) until the local one is
 * there. `gone` when the server has just answered that it has no such public store.
 */
export function useStore(id: number, gone = false) {
  const first = useFirstAnswer<{ store: StoreWire } | StoreWire>(storePath(id));
  const firstStore = first && 'store' in first ? first.store : first;
  return useLiveRow(id, async () => (await db.stores.get(id)) ?? null, firstStore, gone).row;
}

const shelfOrder = (rows: ProductWire[]) =>
  rows.filter((p) => isPubliclyVisible(p.status)).sort((a, b) => compareNames(a.name, b.name));

/**
 * The store's products. The local copy is the store's whole list once the store's own pull has written it or
 * offline (`synced`, see `pulled`); before that it holds only the products other pulls brought (the home's
 * highlights, a category page). Until then a server-rendered page keeps the server's whole list (the partial
 * one would drop cards and add them back: a layout shift), and an app-shell page shows what this device has,
 * or the skeleton while it has nothing. When the store's read has failed (`readFailed`: a server error), the
 * local copy is the best there is. `listed` says whether the store's whole list ever reached this device (or
 * came with the page): offline without it, an empty shelf means "not opened here", not "nothing for sale".
 */
export function useStoreProducts(storeId: number, readFailed: boolean) {
  const first = useFirstAnswer<ProductPage>(storeProductsPath(storeId));
  const live = useLiveQuery(async () => {
    const collection = storeProductsCollection(storeId);
    return {
      rows: shelfOrder(await db.products.where({ storeId }).toArray()),
      synced: await pulled(db, collection),
      listed: (await db.syncState.get(collection)) !== undefined,
    };
  }, [storeId]);
  const ready = live !== undefined && (live.synced || readFailed || (!first && live.rows.length > 0));
  return {
    products: useStable(ready ? live.rows : first ? shelfOrder(first.products) : undefined),
    listed: first !== undefined || live?.listed === true,
  };
}

export function useIsFollowing(storeId: number) {
  return useLiveQuery(async () => (await db.favoriteStores.get(storeId)) ?? null, [storeId]);
}
