import type { NotificationRow } from '../../../../data/db';
import { useLocalQuery } from '../../../ui/use-local-query';

export type NotificationFilter = 'all' | 'unread';

/** Newest first; `limit` grows by the page size of 20 (spec 000 §9) as the user asks for more. */
export function useNotifications(filter: NotificationFilter, limit: number) {
  return useLocalQuery(
    async (db) => {
      const rows = await db.notifications.orderBy('sentAt').reverse().toArray();
      const filtered = filter === 'unread' ? rows.filter((n) => !n.isRead) : rows;
      return { items: filtered.slice(0, limit), total: filtered.length };
    },
    [filter, limit],
  );
}

export function useUnreadCount(): number {
  return useLocalQuery((db) => db.notifications.filter((n) => !n.isRead).count(), []) ?? 0;
}

export type { NotificationRow };
