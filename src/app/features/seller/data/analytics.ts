/**
 * The seller's analytics reports (all stores or one, over a period): online only, a report is the server's
 * count of now, so an offline screen says so instead of showing an old count as if it were current.
 */

import { requestParsed } from '../../../../data/typed-request';
import { type AnalyticsPeriod, periodRange } from '../../../../domain/analytics';
import { type SellerReport, sellerReportSchema } from '../../../../domain/api/seller-insights';
import { type NotificationReport, notificationReportSchema } from '../../../../domain/notification-analytics';
import { useOnlineRead } from '../../../reads/online-read';

export type { NotificationReport, SellerReport };

export function useSellerReport(storeId: number | null, period: AnalyticsPeriod) {
  const { from, to } = periodRange(period);
  const base = storeId === null ? '/api/seller/analytics' : `/api/seller/stores/${storeId}/analytics`;
  return useOnlineRead(`${base}?from=${from}&to=${to}`, (path) => requestParsed(sellerReportSchema, path));
}

/** Notification analytics of one store over the period. */
export function useNotificationReport(storeId: number, period: AnalyticsPeriod) {
  const { from, to } = periodRange(period);
  return useOnlineRead(`/api/seller/stores/${storeId}/notification-analytics?from=${from}&to=${to}`, (path) =>
    requestParsed(notificationReportSchema, path),
  );
}
