/**
 * Live reads of the seller's stores and products on this device (synced by the sellerCatalogue pull), the
 * online read that brings them to a device they never reached, and the explicit refresh the screens ask for
 * after an online write. Seller screens read only through here.
 */

import { db, type SellerProductRow, type SellerStoreRow } from '../../../../data/db';
import { subscribeSettlements } from '../../../../data/mutations';
import { refresh } from '../../../../data/sync';
import { SELLER_CATALOGUE_COLLECTION } from '../../../../data/sync/collections';
import { compareNames } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { useLiveRead } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';
import { useOnline } from '../../../ui/use-online';

export type { SellerProductRow, SellerStoreRow };

/** Pulls the seller's stores and products now (after a store write, or a conflict to compare with). */
export function refreshSellerCatalogue(): Promise<void> {
  return refresh('sellerCatalogue');
}

// A refused product or store change is compared with the server's current version: fetch it at once.
subscribeSettlements((settlement) => {
  const catalogue =
    settlement.kind.startsWith('sellerProduct.') || settlement.kind.startsWith('sellerStore.');
  if (settlement.outcome !== 'applied' && catalogue) {
    void refreshSellerCatalogue().catch(() => undefined);
  }
});

/**
 * Whether this device has received the seller's catalogue: its pull has answered once since sign-in, or the
 * seller made a store here. Before that (a new phone) an empty table does not mean "no stores".
 */
async function catalogueReceived(stores: number): Promise<boolean> {
  return stores > 0 || (await db.syncState.get(SELLER_CATALOGUE_COLLECTION)) !== undefined;
}

/**
 * The seller's stores on this device. undefined while the first read runs and until the catalogue has reached
 * this device: screens show `CatalogueLoading` then, never "register a store" to a seller who has some.
 */
export function useSellerStores(): SellerStoreRow[] | undefined {
  return useLiveRead(sellerStoresOnDevice, []);
}

export async function sellerStoresOnDevice(): Promise<SellerStoreRow[] | undefined> {
  const rows = await db.sellerStores.orderBy('id').toArray();
  return (await catalogueReceived(rows.length)) ? rows : undefined;
}

/**
 * The catalogue's arrival on a device it never reached (a new phone): `missing` once the live read has
 * answered that it is not here, and then, while online, an online read that pulls it now (its failure
 * and retry for the screen; the pull writes the synced tables, which the live reads show).
 */
export function useCatalogueArrival() {
  const online = useOnline();
  const received = useLiveRead(async () => catalogueReceived(await db.sellerStores.count()), []);
  const missing = received === false;
  const read = useOnlineRead(missing && online ? SELLER_CATALOGUE_COLLECTION : null, refreshSellerCatalogue);
  return { missing, online, failure: missing ? read.error : null, retry: read.refresh };
}

/**
 * The seller's stores the server knows (a store still waiting to be sent has no id it knows), by name like the
 * server's list: the names of filters and store pickers, from this device.
 */
export function useSellerStoreList() {
  const stores = useSellerStores();
  const arrival = useCatalogueArrival();
  const data = stores?.filter((s) => s.id > 0).sort((a, b) => compareNames(a.name, b.name));
  // Offline on a phone the stores never reached, nothing is asked: the list cannot come, and says why.
  const error = arrival.missing && !arrival.online ? messages.request.network : arrival.failure;
  return { data, error, refresh: arrival.retry };
}

/** null when this device does not know the store. */
export function useSellerStore(id: number): SellerStoreRow | null | undefined {
  return useLiveRead(async () => (await db.sellerStores.get(id)) ?? null, [id]);
}

export function useSellerProducts(storeId?: number): SellerProductRow[] | undefined {
  return useLiveRead(
    () =>
      storeId === undefined
        ? db.sellerProducts.toArray()
        : db.sellerProducts.where('storeId').equals(storeId).toArray(),
    [storeId],
  );
}

/**
 * The products a promotion can be for: the store's, every status, by name, from this device so the form
 * works at the stall with no signal. One not sent yet has no id the server knows, so it waits.
 */
export async function promotableProducts(storeId: number): Promise<SellerProductRow[]> {
  const rows = await db.sellerProducts.where('storeId').equals(storeId).sortBy('name');
  return rows.filter((p) => p.id > 0);
}

export function usePromotableProducts(storeId: number | null): SellerProductRow[] | undefined {
  return useLiveRead(async () => (storeId === null ? [] : promotableProducts(storeId)), [storeId]);
}

export function useSellerProduct(id: number): SellerProductRow | null | undefined {
  return useLiveRead(async () => (await db.sellerProducts.get(id)) ?? null, [id]);
}

/** How many changes of this seller wait for the network (shown in the area's header). */
export function usePendingSellerChanges(): number {
  return (
    useLiveRead(() => db.pendingMutations.filter((m) => m.kind.startsWith('sellerProduct.')).count(), []) ?? 0
  );
}
