/** Notification state changes (spec 000 §4): read, all read, delete; the unread count is derived from rows. */
import { messages } from '../../domain/messages';
import { db } from '../db';
import { registerMutation, runMutation } from './engine';
import { capture } from './snapshot';

const failed = (what: string) => ({
  variant: 'destructive' as const,
  title: messages.consumer.errorTitle,
  description: what,
});
export const MARK_READ_FAILED = 'Não foi possível marcar a notificação como lida';
export const MARK_ALL_FAILED = 'Não foi possível marcar as notificações como lidas';
export const DELETE_FAILED = 'Não foi possível excluir a notificação';

export async function markNotificationRead(id: number): Promise<void> {
  await runMutation({
    kind: 'notification.read',
    target: `notification:${id}`,
    method: 'PATCH',
    url: `/api/notifications/${id}/read`,
    apply: async (mutationId) => {
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
  });
}

export async function markAllNotificationsRead(): Promise<void> {
  await runMutation({
    kind: 'notification.readAll',
    target: 'notifications:all',
    method: 'PATCH',
    url: '/api/notifications/read-all',
    apply: async () => {
      const unread = await db.notifications.filter((n) => !n.isRead).primaryKeys();
      const snapshot = await capture('notifications', unread as number[]);
      const readAt = new Date().toISOString();
      await db.notifications.bulkUpdate(unread.map((key) => ({ key, changes: { isRead: true, readAt } })));
      return snapshot;
    },
  });
}

export async function deleteNotification(id: number): Promise<void> {
  await runMutation({
    kind: 'notification.delete',
    target: `notification:${id}`,
    method: 'DELETE',
    url: `/api/notifications/${id}`,
    apply: async () => {
      const snapshot = await capture('notifications', [id]);
      await db.notifications.delete(id);
      return snapshot;
    },
  });
}

registerMutation('notification.read', {
  async reconcile(row) {
    const id = Number(row.target.split(':')[1]);
    await db.notifications
      .where('id')
      .equals(id)
      .modify((n) => {
        delete n.pendingMutationId;
      });
  },
  refusal: () => failed(MARK_READ_FAILED),
});
registerMutation('notification.readAll', { refusal: () => failed(MARK_ALL_FAILED) });
registerMutation('notification.delete', { refusal: () => failed(DELETE_FAILED) });
