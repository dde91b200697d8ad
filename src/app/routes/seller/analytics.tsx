import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../features/seller/analytics/analytics-page';

export const Route = createFileRoute('/seller/analytics')({ component: AnalyticsPage });
