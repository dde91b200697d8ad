import { z } from 'zod';
import { DAILY_METRICS, type DailyMetric } from '../analytics';
import { analyticsResponseSchema } from './seller';

const metricCounts = Object.fromEntries(DAILY_METRICS.map((m) => [m, z.number().int()])) as Record<
  DailyMetric,
  z.ZodNumber
>;

/** One São Paulo day of the seller's report, every metric, zeros included. */
export const dailyPointSchema = z.object({ day: z.string(), ...metricCounts });

/** GET /api/seller/analytics and /api/seller/stores/{id}/analytics: the rows plus the per-day series. */
export const sellerReportSchema = analyticsResponseSchema.extend({ series: z.array(dailyPointSchema) });
export type SellerReport = z.infer<typeof sellerReportSchema>;
