import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../constants';
import { NOTIFICATION_TYPES } from '../notification';
import { paginationSchema } from './catalogue';

/** Wire shapes of the notification center (spec 000 §7) and the realtime handshake. */

export const notificationWireSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  sentAt: z.string(),
});
export type NotificationWire = z.infer<typeof notificationWireSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true ou false' })
  .transform((v) => v === 'true' || v === '1');

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'A página deve ser no mínimo 1').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'O limite deve ser entre 1 e 100')
    .max(100, 'O limite deve ser entre 1 e 100')
    .default(NOTIFICATION_PAGE_SIZE),
  unreadOnly: booleanQuery.default(false),
});

export const notificationListSchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationWireSchema),
  unreadCount: z.number().int().min(0),
  pagination: paginationSchema,
});

export const successSchema = z.object({ success: z.literal(true) });

export const notificationNotFound = 'Notificação não encontrada';

/** POST /api/realtime/ticket: a single-use ticket for `?ticket=` when the socket cannot carry the cookie. */
export const realtimeTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
