import { z } from 'zod';

import { NOTIFICATION_TYPES, type NotificationType } from './notification-types';

export { NOTIFICATION_TYPES, type NotificationType };

export const notificationSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  // Unknown types from a newer server degrade to 'other' instead of dropping the notification.
  type: z
    .string()
    .transform(
      (t): NotificationType =>
        (NOTIFICATION_TYPES as readonly string[]).includes(t) ? (t as NotificationType) : 'other',
    ),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable().optional(),
  sentAt: z.string(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type Notification = z.output<typeof notificationSchema>;

export type NotificationState = { notifications: Notification[]; unreadCount: number };

const clamp = (n: number) => Math.max(0, n);

/** Pure reducers: the unread count never goes below 0 (spec 000 §4), even with stale or duplicated events. */
export function notificationReceived(state: NotificationState, n: Notification): NotificationState {
  if (state.notifications.some((x) => x.id === n.id)) return state;
  return { notifications: [n, ...state.notifications], unreadCount: state.unreadCount + (n.isRead ? 0 : 1) };
}

export function notificationMarkedRead(
  state: NotificationState,
  id: string,
  readAt: string,
): NotificationState {
  const target = state.notifications.find((n) => n.id === id);
  if (!target || target.isRead) return state;
  return {
    notifications: state.notifications.map((n) => (n.id === id ? { ...n, isRead: true, readAt } : n)),
    unreadCount: clamp(state.unreadCount - 1),
  };
}

export function allNotificationsMarkedRead(state: NotificationState, readAt: string): NotificationState {
  return {
    notifications: state.notifications.map((n) => (n.isRead ? n : { ...n, isRead: true, readAt })),
    unreadCount: 0,
  };
}

export function notificationDeleted(state: NotificationState, id: string): NotificationState {
  const target = state.notifications.find((n) => n.id === id);
  if (!target) return state;
  return {
    notifications: state.notifications.filter((n) => n.id !== id),
    unreadCount: clamp(state.unreadCount - (target.isRead ? 0 : 1)),
  };
}

/** The Background Sync tag under which the service worker sends push clicks it could not report yet. */
export const NOTIFICATION_OPENS_SYNC_TAG = 'feira-notification-opens';
