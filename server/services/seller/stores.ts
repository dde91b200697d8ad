/** Seller stores: create, edit, location, delete — always the actor's own (admin: any). */

import { and, count, eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../src/domain/api/admin';
import type { StoreWire } from '../../../src/domain/api/catalogue';
import { type StoreCreateInput, type StoreUpdateInput, sellerMessages } from '../../../src/domain/api/seller';
import { ERROR_CATALOGUE } from '../../../src/domain/errors';
import { type Actor, loadOwnedStore, ownedStoresWhere } from '../../auth/access';
import type { Database } from '../../db/client';
import { products, reservations, stores } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { assertVersion } from '../../http/versions';
import { publishEvent, type Reach } from '../../realtime/events';
import { storeReach } from '../../realtime/reach';
import { invalidateStoreProducts } from '../catalogue/product-cache';
import { placeAddressOf, storeColumns, toStoreWire } from '../catalogue/product-rows';

export async function listSellerStores(database: Database, actor: Actor): Promise<StoreWire[]> {
  const rows = await database.db
    .select({ ...storeColumns, productCount: count(products.id) })
    .from(stores)
    .leftJoin(products, eq(products.storeId, stores.id))
    .where(ownedStoresWhere(actor))
    .groupBy(stores.id)
    .orderBy(sql`${stores.name} collate pt_br_icu`, stores.id);
  return rows.map(({ productCount, ...row }) => toStoreWire(row, { productCount }));
}

async function announce(
  database: Database,
  type: 'store-created' | 'store-updated',
  store: StoreWire,
  reach: Reach,
) {
  invalidateStoreProducts(database, store.id);
  await publishEvent(database, { type, storeId: store.id, store, reach });
}

export async function createStore(database: Database, actor: Actor, input: StoreCreateInput) {
  const [row] = await database.db
    .insert(stores)
    .values({ ...input, ownerId: actor.id })
    .returning(storeColumns);
  if (!row) throw new Error('insert returned no row');
  const store = toStoreWire(row, { productCount: 0 });
  await announce(database, 'store-created', store, storeReach(null, row));
  return { store, message: sellerMessages.storeCreated };
}

export async function updateStore(
  database: Database,
  actor: Actor,
  storeId: number,
  input: StoreUpdateInput,
  expectedVersion?: number,
) {
  const { current, row } = await database.db.transaction(async (tx) => {
    const current = await loadOwnedStore(tx, actor, storeId, { forUpdate: true });
    assertVersion(expectedVersion, current.version, sellerMessages.storeVersionConflict);
    // Only an admin lifts a suspension (through /api/admin); the seller cannot reopen the store by hand.
    if (current.suspendedAt && input.isActive === true) {
      throw forbidden(adminMessages.storeSuspendedBySeller, 'STORE_SUSPENDED');
    }
    const opensAt = input.opensAt === undefined ? current.opensAt : input.opensAt;
    const closesAt = input.closesAt === undefined ? current.closesAt : input.closesAt;
    // The schema checks the pair only when both are sent; a single new hour is checked against the stored one.
    if (opensAt && closesAt && closesAt <= opensAt) {
      throw badRequest(ERROR_CATALOGUE.VALIDATION_ERROR.message, 'VALIDATION_ERROR', [
        { field: 'closesAt', message: sellerMessages.hoursOrder, code: 'INVALID_HOURS' },
      ]);
    }
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const now = new Date();
    // A new point the seller sets is placed for the address it is set with: the admin's geocoding queue does not
    // list the store as moved. A new address with the old point still counts as moved.
    const placed =
      input.latitude != null &&
      input.longitude != null &&
      (input.latitude !== current.latitude || input.longitude !== current.longitude)
        ? {
            geocodedAddress: placeAddressOf({
              address: input.address ?? current.address,
              city: input.city ?? current.city,
              state: input.state ?? current.state,
            }),
            geocodeSource: 'seller',
            geocodePrecision: 'manual' as const,
            geocodeLabel: null,
            geocodedAt: now,
          }
        : {};
    const [updated] = await tx
      .update(stores)
      .set({ ...changes, ...placed, version: current.version + 1, updatedAt: now })
      .where(eq(stores.id, storeId))
      .returning(storeColumns);
    return { current, row: updated ?? current };
  });
  const store = toStoreWire(row);
  await announce(database, 'store-updated', store, storeReach(current, row));
  return { store, message: sellerMessages.storeUpdated };
}

/** Deleting takes the store's products, promotions and coupons with it; refused while shoppers hold reservations. */
export async function deleteStore(database: Database, actor: Actor, storeId: number) {
  const removed = await database.db.transaction(async (tx) => {
    const current = await loadOwnedStore(tx, actor, storeId, { forUpdate: true });
    const [pending] = await tx
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.storeId, storeId), eq(reservations.status, 'pending')));
    if ((pending?.n ?? 0) > 0)
      throw conflict(sellerMessages.storeHasPendingReservations, 'STORE_HAS_RESERVATIONS');
    await tx.delete(stores).where(eq(stores.id, storeId));
    return current;
  });
  invalidateStoreProducts(database, storeId);
  await publishEvent(database, { type: 'store-deleted', storeId, reach: storeReach(removed, null) });
  return { message: sellerMessages.storeDeleted };
}
