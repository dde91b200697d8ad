import { useState } from 'react';
import { isOnline } from '../../../../data/connectivity';
import { db, type NotificationRow } from '../../../../data/db';
import { NOTIFICATIONS_STATE_KEY, unreadBadge } from '../../../../data/sync/notification-pages';
import { messages } from '../../../../domain/messages';
import { useLiveRead } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';

export type NotificationFilter = 'all' | 'unread';

/**
 * Every notification the device holds, newest first (the server's pages of 20 as they were loaded, spec
 * 000 §9), all or unread; `limit` cuts the list for the dropdown. `hasMore`: the server counted more.
 */
export function useNotifications(filter: NotificationFilter, limit = Number.POSITIVE_INFINITY) {
  return useLiveRead(async () => {
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
    useLiveRead(async () => {
      const [unreadHere, state] = await Promise.all([
        db.notifications.filter((n) => !n.isRead).count(),
        db.syncState.get(NOTIFICATIONS_STATE_KEY),
      ]);
      return unreadBadge(state, unreadHere);
    }, []) ?? 0
  );
}

/**
 * The center's loading, an online read whose answers land in the synced `notifications` table: the newest
 * page when it opens (online), then one older page per "Carregar mais". A failed load says 'Erro ao carregar
 * notificações' (spec 000 §8); what the device holds stays listed.
 */
export function useNotificationLoading() {
  // Offline at opening, nothing is asked until "Carregar mais": the device's pages are what there is.
  const [pages, setPages] = useState<number | null>(() => (isOnline() ? 0 : null));
  const read = useOnlineRead(pages === null ? null : `notifications#${pages}`, async () => {
    const { pullNotifications, loadOlderNotifications } = await import('../../../../data/sync/notifications');
    await (pages === 0 ? pullNotifications(0) : loadOlderNotifications());
    return pages;
  });
  return {
    loading: pages !== null && read.status === 'loading',
    error: read.error === null ? null : messages.other.notificationsLoadError,
    loadOlder: () => setPages((p) => (p ?? 0) + 1),
  };
}

export type { NotificationRow };
