/**
 * Notification analytics of a store: per type, how many notifications were sent, delivered by
 * push and opened, and the open rate per São Paulo day of sending. An open is counted once per notification
 * (each notification row belongs to one user), whether it came from a push click or a read in the app.
 */
import { z } from 'zod';
import { daysBetween } from './analytics';
import { saoPauloDayKey } from './format';

export const ANALYZED_NOTIFICATION_TYPES = [
  'promotion',
  'highlight',
  'proximity',
  'reservation',
  'trial',
] as const;
export type AnalyzedNotificationType = (typeof ANALYZED_NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<AnalyzedNotificationType, string> = {
  promotion: 'Promoções',
  highlight: 'Destaques',
  proximity: 'Proximidade',
  reservation: 'Reservas',
  trial: 'Período de teste',
};

/** POST /api/notifications/{id}/opened: when the click happened (the worker may send it later). */
export const notificationOpenedSchema = z
  .object({ openedAt: z.iso.datetime({ offset: true }).optional() })
  .nullish()
  .transform((v) => v ?? {});

const typeCounts = z.object({
  type: z.enum(ANALYZED_NOTIFICATION_TYPES),
  sent: z.number().int(),
  pushed: z.number().int(),
  opened: z.number().int(),
});
const dayPoint = z.object({ day: z.string(), sent: z.number().int(), opened: z.number().int() });

export const notificationReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  byType: z.array(typeCounts),
  /** Per day of sending: sent, and how many of those were opened (at any time since). */
  series: z.array(dayPoint),
});
export type NotificationReport = z.infer<typeof notificationReportSchema>;

export interface NotificationFact {
  type: string;
  sentAt: Date | string;
  pushedAt: Date | string | null;
  openedAt: Date | string | null;
}

export function notificationReport(
  facts: readonly NotificationFact[],
  range: { from: string; to: string },
): NotificationReport {
  const byType = new Map(
    ANALYZED_NOTIFICATION_TYPES.map((type) => [type, { type, sent: 0, pushed: 0, opened: 0 }]),
  );
  const days = new Map(daysBetween(range.from, range.to).map((day) => [day, { day, sent: 0, opened: 0 }]));
  for (const f of facts) {
    const point = days.get(saoPauloDayKey(f.sentAt));
    const counts = byType.get(f.type as AnalyzedNotificationType);
    if (!point || !counts) continue;
    counts.sent += 1;
    point.sent += 1;
    if (f.pushedAt) counts.pushed += 1;
    if (f.openedAt) {
      counts.opened += 1;
      point.opened += 1;
    }
  }
  return { ...range, byType: [...byType.values()], series: [...days.values()] };
}

/** Open rate in whole percent; null when nothing was sent. */
export function openRate(sent: number, opened: number): number | null {
  return sent === 0 ? null : Math.round((opened / sent) * 100);
}
