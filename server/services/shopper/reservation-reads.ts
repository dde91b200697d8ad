/**
 * Reads of reservations: the shopper's own, and the stall's view of its stores' (with the customer). The
 * transitions that take and give back stock live in reservations.ts.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  type ReservationWire,
  reservationRefusals,
  type SellerReservationWire,
} from '../../../src/domain/api/shopper';
import { type Actor, ownedStoresWhere } from '../../auth/access';
import type { Db } from '../../db/client';
import { products, reservations, stores, users } from '../../db/schema';
import { notFound } from '../../http/errors';

const reservationColumns = {
  id: reservations.id,
  status: reservations.status,
  productId: reservations.productId,
  storeId: reservations.storeId,
  quantity: reservations.quantity,
  unitPrice: reservations.unitPrice,
  note: reservations.note,
  expiresAt: reservations.expiresAt,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
  product: {
    id: products.id,
    name: products.name,
    price: products.price,
    discountedPrice: products.discountedPrice,
    images: products.images,
    status: products.status,
    stock: products.stock,
  },
  storeName: stores.name,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  customerPhone: users.phone,
};

type ReservationRow = Awaited<ReturnType<typeof selectReservations>>[number];

function selectReservations(db: Db, where: SQL | undefined) {
  return db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(products, eq(products.id, reservations.productId))
    .innerJoin(stores, eq(stores.id, reservations.storeId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id));
}

function toReservationWire(row: ReservationRow): ReservationWire {
  return {
    id: row.id,
    status: row.status,
    productId: row.productId,
    storeId: row.storeId,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    note: row.note,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    product: { ...row.product, store: { id: row.storeId, name: row.storeName } },
  };
}

export async function listOwnReservations(db: Db, userId: number): Promise<ReservationWire[]> {
  return (await selectReservations(db, eq(reservations.userId, userId))).map(toReservationWire);
}

export async function getOwnReservation(db: Db, userId: number, id: number): Promise<ReservationWire> {
  const [row] = await selectReservations(db, and(eq(reservations.id, id), eq(reservations.userId, userId)));
  if (!row) throw notFound(reservationRefusals.notFound, 'RESERVATION_NOT_FOUND');
  return toReservationWire(row);
}

/** Reservations of the seller's stores (admin: of every store), newest first. */
export async function listStoreReservations(
  db: Db,
  seller: Actor,
  id?: number,
): Promise<SellerReservationWire[]> {
  const rows = await selectReservations(
    db,
    and(ownedStoresWhere(seller), id === undefined ? undefined : eq(reservations.id, id)),
  );
  return rows.map((row) => ({
    ...toReservationWire(row),
    customer: {
      name: `${row.customerFirstName} ${row.customerLastName}`.trim(),
      phone: row.customerPhone,
    },
  }));
}
