import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every admin action: who, what, on which object, the object before and after. Rows are never updated; the
 * actor's e-mail is copied so the trail survives the actor's account being deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_object_idx').on(t.objectType, t.objectId, t.createdAt)],
);
