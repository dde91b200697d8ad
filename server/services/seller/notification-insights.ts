/** Notification analytics of one store: its notifications (data->>'storeId') over a São Paulo day range. */
import { and, gte, lte, sql } from 'drizzle-orm';
import { type NotificationReport, notificationReport } from '../../../src/domain/notification-analytics';
import { type Actor, loadOwnedStore } from '../../auth/access';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { analyticsRange } from './insights';

export async function storeNotificationAnalytics(
  db: Db,
  actor: Actor,
  storeId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<NotificationReport> {
  const range = analyticsRange(query);
  await loadOwnedStore(db, actor, storeId);
  // A day either side: São Paulo days straddle two UTC dates; the domain drops what falls outside the range.
  const after = new Date(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000);
  const before = new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * 86_400_000);
  const facts = await db
    .select({
      type: notifications.type,
      sentAt: notifications.sentAt,
      pushedAt: notifications.pushedAt,
      openedAt: notifications.openedAt,
    })
    .from(notifications)
    .where(
      and(
        sql`${notifications.data}->>'storeId' = ${String(storeId)}`,
        gte(notifications.sentAt, after),
        lte(notifications.sentAt, before),
      ),
    );
  return notificationReport(facts, range);
}
