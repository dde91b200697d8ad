import { db } from '../../../../data/db';
import { pulled, storeProductsCollection } from '../../../../data/sync/collections';
import type { ProductPage, ProductWire, StoreWire } from '../../../../domain/api/catalogue';
import { storePath, storeProductsPath } from '../../../../domain/first-screen';
import { compareNames } from '../../../../domain/format';
import { isPubliclyVisible } from '../../../../domain/product/status';
import { useLiveRead, useLiveRow } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';
import { syncStore } from './commands';

export function useStores() {
  return useLiveRead(
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
  return useLiveRow(id, async () => (await db.stores.get(id)) ?? null, {
    gone,
    first: (answer) => {
      const first = answer<{ store: StoreWire } | StoreWire>(storePath(id));
      return first && 'store' in first ? first.store : first;
    },
  }).row;
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
  const shelf = useLiveRead<{ products: ProductWire[] | undefined; listed: boolean }>(
    async (answer) => {
      const first = answer<ProductPage>(storeProductsPath(storeId));
      const collection = storeProductsCollection(storeId);
      const rows = shelfOrder(await db.products.where({ storeId }).toArray());
      const ready = (await pulled(db, collection)) || readFailed || (!first && rows.length > 0);
      return {
        products: ready ? rows : first && shelfOrder(first.products),
        listed: first !== undefined || (await db.syncState.get(collection)) !== undefined,
      };
    },
    [storeId, readFailed],
    {
      first: (answer) => {
        const first = answer<ProductPage>(storeProductsPath(storeId));
        return first && { products: shelfOrder(first.products), listed: true };
      },
    },
  );
  return shelf ?? { products: undefined, listed: false };
}

export function useIsFollowing(storeId: number) {
  return useLiveRead(async () => (await db.favoriteStores.get(storeId)) ?? null, [storeId]);
}
