/** The seller's analytics report (all stores or one), with this device's last answer offline. */
import { type AnalyticsPeriod, periodRange } from '../../../../domain/analytics';
import { type SellerReport, sellerReportSchema } from '../../../../domain/api/seller-insights';
import { useSellerRead } from './seller-read';

export type { SellerReport };

export function useSellerReport(storeId: number | null, period: AnalyticsPeriod) {
  const { from, to } = periodRange(period);
  const base = storeId === null ? '/api/seller/analytics' : `/api/seller/stores/${storeId}/analytics`;
  return useSellerRead(sellerReportSchema, `${base}?from=${from}&to=${to}`);
}
