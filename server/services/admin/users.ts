/**
 * Admin user management: search, change role, disable / re-enable. Disabling ends the account the way a
 * password reset does — every session deleted in the same transaction, then `force-logout` published, which
 * every server process relays by closing that user's sockets — and login refuses it until re-enabled.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_LIST_LIMIT,
  type AdminUser,
  adminMessages,
  type adminUserListQuerySchema,
} from '../../../src/domain/api/admin';
import { notFoundError } from '../../../src/domain/errors';
import type { UserRole } from '../../../src/domain/user';
import { deleteUserSessions, type SessionUser } from '../../auth/sessions';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { publishEvent } from '../../realtime/events';
import { auditOf, recordAudit } from './audit';

type UserRow = typeof users.$inferSelect;

const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  name: `${r.firstName} ${r.lastName}`.trim(),
  role: r.role,
  disabledAt: r.disabledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listAdminUsers(
  database: Database,
  query: z.output<typeof adminUserListQuerySchema>,
): Promise<AdminUser[]> {
  const filters: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.toLowerCase()}%`;
    filters.push(
      sql`(lower(${users.email}) like ${like} or feira_unaccent(lower(${users.firstName} || ' ' || ${users.lastName})) like feira_unaccent(${like}))`,
    );
  }
  if (query.role) filters.push(eq(users.role, query.role));
  const rows = await database.db
    .select()
    .from(users)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(users.email)
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(toAdminUser);
}

export async function getAdminUser(database: Database, userId: number) {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  // An admin names a user by id: spec 001 §8's NOT_FOUND text says which one.
  if (!row) throw notFoundError('Usuário', userId);
  return { user: toAdminUser(row), audit: await auditOf(database.db, 'user', userId) };
}

async function lockUser(tx: Tx, actor: SessionUser, userId: number): Promise<UserRow> {
  // An admin demoting or disabling themselves could leave the installation without any admin.
  if (userId === actor.id) throw badRequest(adminMessages.selfChange, 'SELF_CHANGE');
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFoundError('Usuário', userId);
  return row;
}

export async function setUserRole(database: Database, actor: SessionUser, userId: number, role: UserRole) {
  await database.db.transaction(async (tx) => {
    const current = await lockUser(tx, actor, userId);
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.role',
      objectType: 'user',
      objectId: userId,
      before: { role: current.role },
      after: { role },
    });
  });
  // The role is read from the database on every request; the user's open apps refresh their profile.
  await publishEvent(database, { type: 'data-changed', collection: 'user-data', userId });
  return getAdminUser(database, userId);
}

export async function setUserDisabled(
  database: Database,
  actor: SessionUser,
  userId: number,
  disabled: boolean,
) {
  await database.db.transaction(async (tx) => {
    const current = await lockUser(tx, actor, userId);
    const disabledAt = disabled ? (current.disabledAt ?? new Date()) : null;
    await tx.update(users).set({ disabledAt, updatedAt: new Date() }).where(eq(users.id, userId));
    if (disabled) await deleteUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: disabled ? 'user.disable' : 'user.enable',
      objectType: 'user',
      objectId: userId,
      before: { disabledAt: current.disabledAt?.toISOString() ?? null },
      after: { disabledAt: disabledAt?.toISOString() ?? null },
    });
  });
  if (disabled) await publishEvent(database, { type: 'force-logout', userId });
  return getAdminUser(database, userId);
}

export async function auditPasswordReset(database: Database, actor: SessionUser, userId: number) {
  await recordAudit(database.db, actor, {
    action: 'user.password-reset',
    objectType: 'user',
    objectId: userId,
    before: null,
    after: null,
  });
}
