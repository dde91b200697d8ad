/** Notification types of spec 000 §3, without zod: the data layer's start-up path imports them. */
export const NOTIFICATION_TYPES = [
  'promotion',
  'proximity',
  'reservation',
  'highlight',
  'trial',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
