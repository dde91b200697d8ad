import { useLiveQuery } from 'dexie-react-hooks';
import { db, type NotificationRow } from '../../../../data/db';

export type NotificationFilter = 'all' | 'unread';

/** Newest first; `limit` grows by the page size of 20 (spec 000 §9) as the user asks for more. */
export function useNotifications(filter: NotificationFilter, limit: number) {
  return useLiveQuery(async () => {
    const rows = await db.notifications.orderBy('sentAt').reverse().toArray();
    const filtered = filter === 'unread' ? rows.filter((n) => !n.isRead) : rows;
    return { items: filtered.slice(0, limit), total: filtered.length };
  }, [filter, limit]);
}

export function useUnreadCount(): number {
  return useLiveQuery(() => db.notifications.filter((n) => !n.isRead).count(), []) ?? 0;
}

export type { NotificationRow };
