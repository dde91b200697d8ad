/**
 * Who may do what, in one place: every route reads its caller through `actorOf`, every service checks
 * ownership through `loadOwnedStore` / `assertOwns` / the owner scopes, and the auth plugin's guards are the
 * `require*` functions below. A seller acts on their own stores (and what hangs off them); an admin may act on
 * any store, and passes every seller guard. A store that does not exist is a 404, somebody else's is a 403 —
 * the seller's own UI never links to either, so telling them apart leaks nothing a store page does not show.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '../../src/domain/api/messages';
import { sellerMessages } from '../../src/domain/api/seller';
import { isAdmin } from '../../src/domain/user';
import type { Db, Tx } from '../db/client';
import { stores } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { type StoreRow, storeColumns } from '../services/catalogue/product-rows';
import type { SessionUser } from './sessions';

/** What the access rules need of a user: services take this, routes pass the session user. */
export type Actor = Pick<SessionUser, 'id' | 'role'>;

/** Who may call a route: each /api route declares one in `config.access` (see plugin.ts). */
export type Access = 'public' | 'user' | 'seller' | 'admin';

type Executor = Db | Tx;

export { isAdmin };

/** Sellers and admins manage stores; an admin is admitted wherever a seller is. */
export const maySell = (actor: Actor) => actor.role === 'seller' || isAdmin(actor);

/** The signed-in caller, or 401. */
function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(apiMessages.sessionRequired, 'UNAUTHORIZED');
  return request.user;
}

/** A seller (or an admin), or 401 / 403. */
export function requireSeller(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!maySell(user)) throw forbidden(apiMessages.forbidden, 'FORBIDDEN');
  return user;
}

/** An admin, or 401 / 403. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isAdmin(user)) throw forbidden(apiMessages.forbidden, 'FORBIDDEN');
  return user;
}

/** The guard of each declared access level, attached by the auth plugin before validation. */
export const accessGuards: Record<Exclude<Access, 'public'>, (request: FastifyRequest) => unknown> = {
  user: requireUser,
  seller: requireSeller,
  admin: requireAdmin,
};

/**
 * The caller of a route that declared an access level. The guard has already refused anonymous callers, so
 * this only narrows the type (and still answers 401 if a route forgot its declaration).
 */
export const actorOf = requireUser;

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

/** Drizzle condition on `stores` keeping the actor's stores; none for an admin (every store). */
export const ownedStoresWhere = (actor: Actor): SQL | undefined =>
  isAdmin(actor) ? undefined : eq(stores.ownerId, actor.id);

/** The same scope in raw SQL, over the owner column of a joined stores alias (e.g. sql`s.owner_id`). */
export const ownedStoresSql = (actor: Actor, ownerColumn: SQL): SQL =>
  isAdmin(actor) ? sql`true` : sql`${ownerColumn} = ${actor.id}`;

/** Ids of the stores the actor manages (every store for an admin). */
export async function managedStoreIds(db: Executor, actor: Actor): Promise<number[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(ownedStoresWhere(actor))
    .orderBy(stores.id);
  return rows.map((r) => r.id);
}

/**
 * The stores a check-on-read should cover: the actor's own, or `undefined` (no limit) for an admin, so an
 * admin's read does not first list every store.
 */
export const storeScopeOf = async (db: Executor, actor: Actor): Promise<number[] | undefined> =>
  isAdmin(actor) ? undefined : managedStoreIds(db, actor);
