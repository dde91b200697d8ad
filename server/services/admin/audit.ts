/**
 * The admin audit trail: every admin write records who, what, when, and the object before and after, in the
 * same transaction as the change (a change without its entry, or an entry without its change, cannot exist).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntry, AuditObjectType } from '../../../src/domain/api/admin';
import type { SessionUser } from '../../auth/sessions';
import type { Db, Tx } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AuditActor = Pick<SessionUser, 'id' | 'email'>;

export async function recordAudit(
  tx: Db | Tx,
  actor: AuditActor,
  entry: {
    action: string;
    objectType: AuditObjectType;
    objectId: string | number;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function auditOf(
  db: Db,
  objectType: AuditObjectType,
  objectId: string | number,
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.objectType, objectType), eq(adminAuditLog.objectId, String(objectId))))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    actorEmail: r.actorEmail,
    action: r.action,
    objectType: r.objectType as AuditObjectType,
    objectId: r.objectId,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }));
}
