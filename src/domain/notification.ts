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

/** The Background Sync tag under which the service worker sends push clicks it could not report yet. */
export const NOTIFICATION_OPENS_SYNC_TAG = 'feira-notification-opens';
