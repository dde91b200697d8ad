import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { isOnline } from '../../../../data/connectivity';
import { db, type NotificationRow } from '../../../../data/db';
import { NOTIFICATIONS_STATE_KEY, unreadBadge } from '../../../../data/sync/notification-pages';
import { messages } from '../../../../domain/messages';

export type NotificationFilter = 'all' | 'unread';

/**
 * Every notification the device holds, newest first (the server's pages of 20 as they were loaded, spec
 * 000 §9), all or unread; `limit` cuts the list for the dropdown. `hasMore`: the server counted more.
 */
export function useNotifications(filter: NotificationFilter, limit = Number.POSITIVE_INFINITY) {
  return useLiveQuery(async () => {
    const [rows, state] = await Promise.all([
      db.notifications.orderBy('sentAt').reverse().toArray(),
      db.syncState.get(NOTIFICATIONS_STATE_KEY),
    ]);
    const filtered = filter === 'unread' ? rows.filter((n) => !n.isRead) : rows;
    const hasMore = state?.totalCount !== undefined && rows.length < state.totalCount;
    return { items: filtered.slice(0, limit), total: filtered.length, hasMore };
  }, [filter, limit]);
}

/** The bell's number: the server's unread count, moved at once by what changes on this device. */
export function useUnreadCount(): number {
  return (
    useLiveQuery(async () => {
      const [unreadHere, state] = await Promise.all([
        db.notifications.filter((n) => !n.isRead).count(),
        db.syncState.get(NOTIFICATIONS_STATE_KEY),
      ]);
      return unreadBadge(state, unreadHere);
    }, []) ?? 0
  );
}

/**
 * The center's loading: the newest page when it opens (online), then one older page per "Carregar mais".
 * A failed load says 'Erro ao carregar notificações' (spec 000 §8); what the device holds stays listed.
 */
export function useNotificationLoading() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (which: 'newest' | 'older') => {
    setLoading(true);
    setError(null);
    try {
      const { pullNotifications, loadOlderNotifications } = await import(
        '../../../../data/sync/notifications'
      );
      await (which === 'newest' ? pullNotifications(0) : loadOlderNotifications());
    } catch {
      setError(messages.other.notificationsLoadError);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    if (isOnline()) void load('newest');
  }, [load]);
  return { loading, error, loadOlder: () => void load('older') };
}

export type { NotificationRow };
