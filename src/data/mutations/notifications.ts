/**
 * Notification state changes (spec 000 §4): read, all read, delete. The badge is the server's unread count
 * moved by the rows' changes here (sync/notifications.ts); "all read" also zeroes the server's share.
 */
import { db } from '../db';
import { failureMessage } from '../messages';
import { NOTIFICATIONS_STATE_KEY } from '../sync/notification-pages';
import { defineMutation } from './engine';
import { capture } from './snapshot';

export const MARK_READ_FAILED = 'Não foi possível marcar a notificação como lida';
export const MARK_ALL_FAILED = 'Não foi possível marcar as notificações como lidas';
export const DELETE_FAILED = 'Não foi possível excluir a notificação';

const readOne = defineMutation({
  kind: 'notification.read',
  tables: ['notifications'],
  target: (id: number) => ({ family: 'notification', key: id }),
  request: (id) => ({ method: 'PATCH', url: `/api/notifications/${id}/read` }),
  apply: async (id, { mutationId }) => {
    const snapshot = await capture('notifications', [id]);
    await db.notifications
      .where('id')
      .equals(id)
      .modify((n) => {
        if (!n.isRead) {
          n.isRead = true;
          n.readAt = new Date().toISOString();
        }
        n.pendingMutationId = mutationId;
      });
    return snapshot;
  },
  async reconcile(target) {
    await db.notifications
      .where('id')
      .equals(target.key)
      .modify((n) => {
        delete n.pendingMutationId;
      });
  },
  refusal: () => failureMessage(MARK_READ_FAILED),
});

const readAll = defineMutation({
  kind: 'notification.readAll',
  tables: ['notifications'],
  target: (_: undefined) => ({ family: 'notifications', key: 'all' }),
  request: () => ({ method: 'PATCH', url: '/api/notifications/read-all' }),
  apply: async () => {
    const unread = await db.notifications.filter((n) => !n.isRead).primaryKeys();
    const snapshot = [
      ...(await capture('notifications', unread)),
      ...(await capture('syncState', [NOTIFICATIONS_STATE_KEY])),
    ];
    const readAt = new Date().toISOString();
    await db.notifications.bulkUpdate(unread.map((key) => ({ key, changes: { isRead: true, readAt } })));
    // Unread notifications on older pages the device never loaded are read too.
    await db.syncState
      .where('collection')
      .equals(NOTIFICATIONS_STATE_KEY)
      .modify({ unreadCount: 0, unreadHereAtPull: 0 });
    return snapshot;
  },
  refusal: () => failureMessage(MARK_ALL_FAILED),
});

const deleteOne = defineMutation({
  kind: 'notification.delete',
  tables: ['notifications'],
  target: (id: number) => ({ family: 'notification', key: id }),
  request: (id) => ({ method: 'DELETE', url: `/api/notifications/${id}` }),
  apply: async (id) => {
    const snapshot = await capture('notifications', [id]);
    await db.notifications.delete(id);
    return snapshot;
  },
  refusal: () => failureMessage(DELETE_FAILED),
});

export async function markNotificationRead(id: number): Promise<void> {
  await readOne(id);
}

export async function markAllNotificationsRead(): Promise<void> {
  await readAll(undefined);
}

export async function deleteNotification(id: number): Promise<void> {
  await deleteOne(id);
}
