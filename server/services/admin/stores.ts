/**
 * Admin store management: the list with search and filters, one store with its plan and history, edit, suspend /
 * reactivate (is_active follows the suspension, so every public query that already keeps active stores drops
 * a suspended one at once), and ownership transfer. Each write records its audit entry in its transaction
 * and, after commit, publishes the store delta every process relays to the open apps.
 */
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_LIST_LIMIT,
  type AdminStore,
  type AdminStoreEditInput,
  adminMessages,
  type adminStoreListQuerySchema,
} from '../../../src/domain/api/admin';
import type { SessionUser } from '../../auth/sessions';
import type { Database, Tx } from '../../db/client';
import { stores, users } from '../../db/schema';
import { conflict, notFound, storeNotFound } from '../../http/errors';
import { publishEvent } from '../../realtime/events';
import { storeReach } from '../../realtime/reach';
import { createNotification, type NotifyDeps } from '../accounts/notifications';
import { type StoreRow, storeColumns } from '../catalogue/product-rows';
import { toStoreWire } from '../catalogue/serialize';
import { auditOf, recordAudit } from './audit';

type ListQuery = z.output<typeof adminStoreListQuerySchema>;

const adminStoreSelect = {
  id: stores.id,
  name: stores.name,
  description: stores.description,
  category: stores.category,
  phone: stores.phone,
  whatsapp: stores.whatsapp,
  ownerId: stores.ownerId,
  ownerEmail: users.email,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  address: stores.address,
  city: stores.city,
  state: stores.state,
  latitude: stores.latitude,
  longitude: stores.longitude,
  isActive: stores.isActive,
  suspendedAt: stores.suspendedAt,
  suspensionReason: stores.suspensionReason,
  createdAt: stores.createdAt,
  productCount: sql<number>`(select count(*)::int from products p where p.store_id = ${stores.id})`,
  // The owner's current plan: a live subscription first, the newest one otherwise.
  plan: sql<string | null>`(select x.plan from subscriptions x where x.user_id = ${stores.ownerId}
    and x.status <> 'canceled' order by x.created_at desc limit 1)`,
};

type AdminStoreRow = Awaited<ReturnType<typeof selectStores>>[number];

function selectStores(db: Database['db'] | Tx, where: SQL | undefined) {
  return db
    .select(adminStoreSelect)
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(where)
    .orderBy(stores.name, stores.id)
    .limit(ADMIN_LIST_LIMIT);
}

function toAdminStore(r: AdminStoreRow): AdminStore {
  return {
    id: r.id,
    name: r.name,
    ownerId: r.ownerId,
    ownerEmail: r.ownerEmail,
    ownerName: `${r.ownerFirstName} ${r.ownerLastName}`.trim(),
    description: r.description,
    category: r.category,
    phone: r.phone,
    whatsapp: r.whatsapp,
    address: r.address,
    city: r.city,
    state: r.state,
    latitude: r.latitude,
    longitude: r.longitude,
    isActive: r.isActive,
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    suspensionReason: r.suspensionReason,
    productCount: Number(r.productCount),
    plan: r.plan,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listAdminStores(database: Database, query: ListQuery): Promise<AdminStore[]> {
  const filters: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.toLowerCase()}%`;
    filters.push(
      sql`(feira_unaccent(lower(${stores.name})) like feira_unaccent(${like}) or lower(${users.email}) like ${like}
        or lower(${stores.city}) like ${like})`,
    );
  }
  if (query.status === 'suspended') filters.push(isNotNull(stores.suspendedAt));
  if (query.status === 'active') filters.push(eq(stores.isActive, true));
  if (query.status === 'inactive')
    filters.push(and(eq(stores.isActive, false), isNull(stores.suspendedAt)) as SQL);
  const rows = await selectStores(database.db, filters.length ? and(...filters) : undefined);
  return rows.map(toAdminStore);
}

export async function getAdminStore(database: Database, storeId: number) {
  const [row] = await selectStores(database.db, eq(stores.id, storeId));
  if (!row) throw storeNotFound();
  return { store: toAdminStore(row), audit: await auditOf(database.db, 'store', storeId) };
}

const auditView = (s: StoreRow) => ({
  isActive: s.isActive,
  suspendedAt: s.suspendedAt?.toISOString() ?? null,
  suspensionReason: s.suspensionReason,
  ownerId: s.ownerId,
});

async function lockStore(tx: Tx, storeId: number): Promise<StoreRow> {
  const [row] = await tx.select(storeColumns).from(stores).where(eq(stores.id, storeId)).for('update');
  if (!row) throw storeNotFound();
  return row;
}

/**
 * After commit: the store delta (open store pages), and the product lists of every app refresh; a store
 * suspended here reaches the public channels as a removal, and its owner as the change (realtime/reach.ts).
 */
export async function announce(database: Database, before: StoreRow, row: StoreRow): Promise<void> {
  const reach = storeReach(before, row);
  await publishEvent(database, { type: 'store-updated', storeId: row.id, store: toStoreWire(row), reach });
  await publishEvent(database, { type: 'data-changed', collection: 'products', storeId: row.id, reach });
  await publishEvent(database, { type: 'data-changed', collection: 'stores', storeId: row.id, reach });
}

export async function setStoreSuspension(
  deps: NotifyDeps,
  actor: SessionUser,
  storeId: number,
  suspension: { reason: string } | null,
) {
  const now = new Date();
  const { before, after } = await deps.database.db.transaction(async (tx) => {
    const current = await lockStore(tx, storeId);
    if (suspension && current.suspendedAt)
      throw conflict(adminMessages.storeAlreadySuspended, 'STORE_ALREADY_SUSPENDED');
    if (!suspension && !current.suspendedAt)
      throw conflict(adminMessages.storeNotSuspended, 'STORE_NOT_SUSPENDED');
    const [updated] = await tx
      .update(stores)
      .set(
        suspension
          ? { isActive: false, suspendedAt: now, suspensionReason: suspension.reason, updatedAt: now }
          : { isActive: true, suspendedAt: null, suspensionReason: null, updatedAt: now },
      )
      .where(eq(stores.id, storeId))
      .returning(storeColumns);
    if (!updated) throw storeNotFound();
    await recordAudit(tx, actor, {
      action: suspension ? 'store.suspend' : 'store.reactivate',
      objectType: 'store',
      objectId: storeId,
      before: auditView(current),
      after: auditView(updated),
    });
    return { before: current, after: updated };
  });
  await announce(deps.database, before, after);
  if (suspension) {
    await createNotification(deps, {
      userId: before.ownerId,
      type: 'other',
      title: adminMessages.suspensionTitle,
      message: adminMessages.suspensionNotice(before.name, suspension.reason),
      url: '/seller',
    });
  }
  return getAdminStore(deps.database, storeId);
}

export async function transferStore(database: Database, actor: SessionUser, storeId: number, email: string) {
  const { before, after } = await database.db.transaction(async (tx) => {
    const current = await lockStore(tx, storeId);
    const [owner] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!owner) throw notFound(adminMessages.ownerNotFound, 'USER_NOT_FOUND');
    if (owner.role === 'shopper') throw conflict(adminMessages.ownerMustSell, 'OWNER_MUST_SELL');
    const [updated] = await tx
      .update(stores)
      .set({ ownerId: owner.id, updatedAt: new Date() })
      .where(eq(stores.id, storeId))
      .returning(storeColumns);
    if (!updated) throw storeNotFound();
    await recordAudit(tx, actor, {
      action: 'store.transfer',
      objectType: 'store',
      objectId: storeId,
      before: auditView(current),
      after: auditView(updated),
    });
    return { before: current, after: updated };
  });
  await announce(database, before, after);
  return getAdminStore(database, storeId);
}

const editedFields = [
  'name',
  'description',
  'category',
  'phone',
  'whatsapp',
  'address',
  'city',
  'state',
] as const;
const editView = (s: StoreRow) => Object.fromEntries(editedFields.map((f) => [f, s[f]]));

/** The admin's edit of the store's public details; the before/after of those fields is audited. */
export async function editStore(
  database: Database,
  actor: SessionUser,
  storeId: number,
  input: AdminStoreEditInput,
) {
  const { before, after } = await database.db.transaction(async (tx) => {
    const current = await lockStore(tx, storeId);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const [updated] = await tx
      .update(stores)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(stores.id, storeId))
      .returning(storeColumns);
    if (!updated) throw storeNotFound();
    await recordAudit(tx, actor, {
      action: 'store.update',
      objectType: 'store',
      objectId: storeId,
      before: editView(current),
      after: editView(updated),
    });
    return { before: current, after: updated };
  });
  await announce(database, before, after);
  return getAdminStore(database, storeId);
}
