/**
 * Reservations hold stock for pickup (2 hours). The invariant, under any concurrency and on any number of
 * server processes: stock + Σ held_quantity of pending reservations is constant, and a reservation never holds
 * more than the stock. Hence:
 * - creating takes the stock and inserts the hold in ONE statement that locks the product's row, the holds of
 *   one product asked together in one statement (reservation-holds.ts); a product reaching 0 becomes
 *   OUT_OF_STOCK (and loses its highlight: only products for sale are highlighted, spec 001 §4);
 * - every end of a hold is a status transition guarded by `status = 'pending'` in the same statement that
 *   gives the stock back, so each hold is returned exactly once, whoever (shopper, seller, sweep) gets there
 *   first. `completed` consumes the hold (picked up and sold); `cancelled`/`expired` return it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { reservationRefusals } from '../../../src/domain/api/shopper';
import type { CreateReservationRequest } from '../../../src/domain/reservation';
import { reservationExpiresAt } from '../../../src/domain/reservation';
import { type Actor, ownedStoresSql, ownedStoresWhere } from '../../auth/access';
import type { Db, Tx } from '../../db/client';
import { reservations, stores } from '../../db/schema';
import { conflict, notFound, productNotFound } from '../../http/errors';
import { type CreatedReservation, takeHold } from './reservation-holds';

type Executor = Db | Tx;
export type EndedStatus = 'cancelled' | 'expired' | 'completed';

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Takes the stock and records the hold, gathered with the other holds of the same product asked in this turn
 * (reservation-holds.ts). Refusals: the product does not exist or is not public (404), it is not for sale
 * (409 'Produto indisponível para reserva'), or the stock is short (409 'Estoque insuficiente…').
 */
export async function createReservation(
  db: Db,
  userId: number,
  input: CreateReservationRequest,
  now = new Date(),
): Promise<CreatedReservation> {
  const productId = Number(input.productId);
  if (!Number.isSafeInteger(productId) || productId <= 0) throw productNotFound();
  return takeHold(db, {
    productId,
    userId,
    quantity: input.quantity,
    note: input.note ?? null,
    createdAt: now,
    expiresAt: reservationExpiresAt(now),
  });
}

export interface EndedReservation {
  id: number;
  userId: number;
  productId: number;
  storeId: number;
  status: EndedStatus;
  quantity: number;
}

export interface ProductRestock {
  productId: number;
  storeId: number;
  stock: number;
  /** What decides who hears of it: a product made private while held is given back in private. */
  status: string;
  store: { ownerId: number; isActive: boolean; suspendedAt: string | null };
}

/**
 * Ends pending reservations matching `filter` and gives their holds back (unless `completed`), in one
 * statement: the status guard decides which caller owns each transition, and the products are updated from
 * exactly the rows that transition. Aggregated per product because several holds of one product may end at
 * once (an UPDATE … FROM joins each target row once).
 */
async function endReservations(
  db: Executor,
  status: EndedStatus,
  filter: ReturnType<typeof sql>,
): Promise<{ ended: EndedReservation[]; restocked: ProductRestock[] }> {
  const giveBack = status === 'completed' ? sql`false` : sql`true`;
  const result = await rows<EndedReservation & { restocked: ProductRestock[] | null }>(
    db,
    sql`with ended as (
          update reservations set status = ${status}, updated_at = now()
          where status = 'pending' and ${filter}
          returning id, user_id, product_id, store_id, status, quantity, held_quantity
        ), returned as (
          select product_id, sum(held_quantity)::int as units from ended
          where ${giveBack} and held_quantity > 0 group by product_id
        ), restocked as (
          update products p set
            stock = p.stock + r.units,
            status = case when p.status = 'OUT_OF_STOCK' then 'ACTIVE' else p.status end,
            version = p.version + 1,
            updated_at = now()
          from returned r, stores s where p.id = r.product_id and p.stock is not null and s.id = p.store_id
          returning p.id as "productId", p.store_id as "storeId", p.stock, p.status,
                    json_build_object('ownerId', s.owner_id, 'isActive', s.is_active,
                                      'suspendedAt', s.suspended_at) as store
        )
        select e.id, e.user_id as "userId", e.product_id as "productId", e.store_id as "storeId", e.status,
               e.quantity, (select json_agg(restocked) from restocked) as restocked
        from ended e`,
  );
  return {
    ended: result.map(({ restocked: _r, ...r }) => r),
    restocked: result[0]?.restocked ?? [],
  };
}

/** Expires every pending hold past its time (the sweep, and the check on read for one user or store). */
export async function expireReservations(
  db: Executor,
  now: Date,
  scope: { userId?: number; storeIds?: number[] } = {},
) {
  const at = now.toISOString();
  let filter = sql`expires_at <= ${at}::timestamptz`;
  if (scope.userId !== undefined) filter = sql`${filter} and user_id = ${scope.userId}`;
  if (scope.storeIds !== undefined) {
    if (scope.storeIds.length === 0) return { ended: [], restocked: [] };
    filter = sql`${filter} and store_id in (${sql.join(
      scope.storeIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  }
  return endReservations(db, 'expired', filter);
}

/** The shopper cancels their own, still active reservation. */
export async function cancelOwnReservation(db: Db, userId: number, id: number, now = new Date()) {
  const result = await endReservations(
    db,
    'cancelled',
    sql`id = ${id} and user_id = ${userId} and expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (result.ended.length === 0) throw await transitionRefusal(db, id, { userId });
  return result;
}

/** The seller hands it over (completed) or cancels it; only reservations of stores they own (admin: any). */
export async function endStoreReservation(
  db: Db,
  seller: Actor,
  id: number,
  status: 'completed' | 'cancelled',
) {
  const owned = sql`store_id in (select s.id from stores s where ${ownedStoresSql(seller, sql`s.owner_id`)})`;
  const result = await endReservations(db, status, sql`id = ${id} and ${owned}`);
  if (result.ended.length === 0) throw await transitionRefusal(db, id, { owner: seller });
  return result;
}

/** Not yours (or not existing) → 404, indistinguishable; yours but no longer pending/active → 409. */
async function transitionRefusal(db: Db, id: number, scope: { userId?: number; owner?: Actor }) {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(stores, eq(stores.id, reservations.storeId))
    .where(
      and(
        eq(reservations.id, id),
        scope.userId !== undefined ? eq(reservations.userId, scope.userId) : undefined,
        scope.owner ? ownedStoresWhere(scope.owner) : undefined,
      ),
    );
  if (!row) return notFound(reservationRefusals.notFound, 'RESERVATION_NOT_FOUND');
  return conflict(reservationRefusals.notPending, 'RESERVATION_NOT_PENDING');
}

/** Bulk removal of the shopper's cancelled reservations (spec 000 §4); other states are kept as history. */
export async function deleteCancelledReservations(db: Db, userId: number): Promise<number> {
  const removed = await db
    .delete(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.status, 'cancelled')))
    .returning({ id: reservations.id });
  return removed.length;
}
