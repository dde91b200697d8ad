/**
 * Live reads of the seller's stores and products on this device (synced by the sellerCatalogue pull), and
 * the explicit refresh the screens ask for after an online write. Seller screens read only through here.
 */

import { useLiveQuery } from 'dexie-react-hooks';
import { db, type SellerProductRow, type SellerStoreRow } from '../../../../data/db';
import { subscribeSettlements } from '../../../../data/mutations';
import { refresh } from '../../../../data/sync';
import { SELLER_CATALOGUE_COLLECTION } from '../../../../data/sync/collections';

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
  return useLiveQuery(sellerStoresOnDevice, []);
}

export async function sellerStoresOnDevice(): Promise<SellerStoreRow[] | undefined> {
  const rows = await db.sellerStores.orderBy('id').toArray();
  return (await catalogueReceived(rows.length)) ? rows : undefined;
}

/** false once the read has answered that the catalogue is not on this device yet; undefined before. */
export function useCatalogueReceived(): boolean | undefined {
  return useLiveQuery(async () => catalogueReceived(await db.sellerStores.count()), []);
}

/** null when this device does not know the store. */
export function useSellerStore(id: number): SellerStoreRow | null | undefined {
  return useLiveQuery(async () => (await db.sellerStores.get(id)) ?? null, [id]);
}

export function useSellerProducts(storeId?: number): SellerProductRow[] | undefined {
  return useLiveQuery(
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
  return useLiveQuery(async () => (storeId === null ? [] : promotableProducts(storeId)), [storeId]);
}

export function useSellerProduct(id: number): SellerProductRow | null | undefined {
  return useLiveQuery(async () => (await db.sellerProducts.get(id)) ?? null, [id]);
}

/** How many changes of this seller wait for the network (shown in the area's header). */
export function usePendingSellerChanges(): number {
  return (
    useLiveQuery(() => db.pendingMutations.filter((m) => m.kind.startsWith('sellerProduct.')).count(), []) ??
    0
  );
}
