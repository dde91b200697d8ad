/**
 * The notification center: rows in `notifications`, each delivered three ways when created — stored (the
 * center lists it), published on the socket (`notification` to that user's open tabs), and pushed to the
 * user's devices. Reading, marking and deleting only ever touch the caller's own rows: another user's id
 * answers 404 exactly like an id that does not exist.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paginate } from '../../../src/domain/api/catalogue';
import { type NotificationWire, notificationNotFound } from '../../../src/domain/api/notifications';
import type { NotificationType } from '../../../src/domain/notification';
import type { Database, Db } from '../../db/client';
import { perHandle, perTick } from '../../db/per-tick';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PushDelivery, PushService } from '../../push/plugin';
import { type FeiraEvent, publishEvent } from '../../realtime/events';

type NotificationRow = typeof notifications.$inferSelect;

/** What creating a notification needs: FastifyInstance has all three. */
export interface NotifyDeps {
  database: Database;
  push: PushService;
  log: FastifyBaseLogger;
}

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** Where tapping the push opens; the notification center by default. */
  url?: string;
}

/**
 * Rows from raw `INSERT … RETURNING` (the exactly-once INSERT … SELECT of sweeps and alerts): drivers differ in
 * what they parse there (PGlite leaves timestamps as text), so normalise them to what Drizzle would return.
 */
export function fromRawNotification(raw: Record<string, unknown>): NotificationRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
  const data = typeof raw.data === 'string' ? (JSON.parse(raw.data) as unknown) : raw.data;
  return {
    id: Number(raw.id),
    userId: Number(raw.userId),
    type: raw.type as NotificationRow['type'],
    title: String(raw.title),
    message: String(raw.message),
    data: data ?? null,
    isRead: raw.isRead === true,
    readAt: date(raw.readAt),
    sentAt: date(raw.sentAt) ?? new Date(),
    pushedAt: date(raw.pushedAt),
    openedAt: date(raw.openedAt),
  };
}

export function toNotificationWire(row: NotificationRow): NotificationWire {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: (row.data as Record<string, unknown> | null) ?? null,
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    sentAt: row.sentAt.toISOString(),
  };
}

/**
 * Socket + push for rows already inserted (by createNotification, or by a sweep's INSERT … SELECT that decided
 * exactly-once in SQL). Push runs in the background: a slow push service must not hold a request; the
 * returned promise lets a caller (or a test) wait for it.
 */
export async function deliverNotifications(
  deps: NotifyDeps,
  rows: NotificationRow[],
): Promise<{ delivered: Promise<PushDelivery[]> }> {
  await publishEvent(
    deps.database,
    ...rows.map(
      (row): FeiraEvent => ({
        type: 'notification',
        userId: row.userId,
        notification: toNotificationWire(row),
      }),
    ),
  );
  const delivered = Promise.all(
    rows.map((row) => {
      const data = (row.data as Record<string, unknown> | null) ?? {};
      return deps.push
        .sendToUser(row.userId, {
          title: row.title,
          body: row.message,
          url: typeof data.url === 'string' ? data.url : '/account/notifications',
          tag: `${row.type}-${row.id}`,
          data: { notificationId: row.id, type: row.type },
        })
        .then(async (delivery) => {
          if (delivery.sent > 0) await markPushed(deps.database.db, row.id);
          return delivery;
        })
        .catch((error: unknown) => {
          deps.log.warn({ err: error, notification: row.id }, 'push delivery failed');
          return { sent: 0, failed: 1, removed: 0 };
        });
    }),
  );
  return { delivered };
}

/** The notifications written in one turn of the event loop, in one insert. */
const inserts = perHandle((db: Db) =>
  perTick(async (values: readonly (typeof notifications.$inferInsert)[]) => {
    const rows = await db
      .insert(notifications)
      .values([...values])
      .returning();
    // Ids come from the sequence in the order of the values.
    return rows.sort((a, b) => a.id - b.id);
  }),
);

export async function createNotification(deps: NotifyDeps, input: NewNotification) {
  const data = input.url ? { ...input.data, url: input.url } : (input.data ?? null);
  const { userId, type, title, message } = input;
  const row = await inserts(deps.database.db).load({ userId, type, title, message, data });
  const { delivered } = await deliverNotifications(deps, [row]);
  return { notification: toNotificationWire(row), delivered };
}

export async function listNotifications(
  db: Db,
  userId: number,
  query: { page: number; limit: number; unreadOnly: boolean },
) {
  const where = and(
    eq(notifications.userId, userId),
    query.unreadOnly ? eq(notifications.isRead, false) : undefined,
  );
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.sentAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(notifications).where(where),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
  ]);
  return {
    success: true as const,
    notifications: rows.map(toNotificationWire),
    unreadCount: unread?.value ?? 0,
    pagination: paginate(query.page, query.limit, total?.value ?? 0),
  };
}

/** Notification analytics: the first push a push service accepted (a resend keeps the first time). */
async function markPushed(db: Db, id: number, now = new Date()) {
  await db
    .update(notifications)
    .set({ pushedAt: sql`coalesce(${notifications.pushedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(notifications.id, id));
}

/** A read in the app is also the notification's first open (kept if a push click came first). */
const firstOpen = (now: Date) => sql`coalesce(${notifications.openedAt}, ${now.toISOString()}::timestamptz)`;

/**
 * A click on the push, sent by the service worker, maybe long after (offline): counted once per notification
 * and user by keeping the first time; the click's own time is used, bounded by the sending and by now.
 */
export async function markNotificationOpened(
  db: Db,
  userId: number,
  id: number,
  openedAt: Date,
  now = new Date(),
) {
  const at = new Date(Math.min(openedAt.getTime(), now.getTime()));
  const [row] = await db
    .update(notifications)
    .set({
      openedAt: sql`coalesce(${notifications.openedAt}, greatest(${notifications.sentAt}, ${at.toISOString()}::timestamptz))`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(notificationNotFound, 'NOTIFICATION_NOT_FOUND');
}

/** Marking an already-read notification keeps its first readAt (a replayed request changes nothing). */
export async function markNotificationRead(db: Db, userId: number, id: number, now = new Date()) {
  const [row] = await db
    .update(notifications)
    .set({
      isRead: true,
      readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
      openedAt: firstOpen(now),
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(notificationNotFound, 'NOTIFICATION_NOT_FOUND');
}

export async function markAllNotificationsRead(db: Db, userId: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: now, openedAt: firstOpen(now) })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(notificationNotFound, 'NOTIFICATION_NOT_FOUND');
}
