/**
 * Ownership on every seller object: a seller acts on their own stores (and what hangs off them); an admin may
 * act on any. A store that does not exist is a 404, somebody else's is a 403 — the seller's own UI never
 * links to either, so telling them apart leaks nothing a store page does not already show.
 */
import { eq } from 'drizzle-orm';
import { sellerMessages } from '../../src/domain/api/seller';
import type { SessionUser } from '../auth/sessions';
import type { Db, Tx } from '../db/client';
import { stores } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { type StoreRow, storeColumns } from './product-rows';

export type Actor = Pick<SessionUser, 'id' | 'role'>;
type Executor = Db | Tx;

export const isAdmin = (actor: Actor) => actor.role === 'admin';

export function assertOwns(actor: Actor, store: Pick<StoreRow, 'ownerId'>): void {
  if (!isAdmin(actor) && store.ownerId !== actor.id) {
    throw forbidden(sellerMessages.storeNotOwned, 'STORE_NOT_OWNED');
  }
}

/** The store, when the actor may manage it. `forUpdate` serialises writes that check store-wide rules. */
export async function loadOwnedStore(
  db: Executor,
  actor: Actor,
  storeId: number,
  options: { forUpdate?: boolean } = {},
): Promise<StoreRow> {
  const query = db.select(storeColumns).from(stores).where(eq(stores.id, storeId));
  const [store] = options.forUpdate ? await query.for('update') : await query;
  if (!store) throw notFound(sellerMessages.storeNotFound, 'STORE_NOT_FOUND');
  assertOwns(actor, store);
  return store;
}

/** Ids of the stores the actor manages (every store for an admin). */
export async function managedStoreIds(db: Executor, actor: Actor): Promise<number[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(isAdmin(actor) ? undefined : eq(stores.ownerId, actor.id))
    .orderBy(stores.id);
  return rows.map((r) => r.id);
}
