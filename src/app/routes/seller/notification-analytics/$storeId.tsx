import { createFileRoute } from '@tanstack/react-router';
import { NotificationAnalyticsPage } from '../../../features/seller/analytics/notification-analytics-page';

export const Route = createFileRoute('/seller/notification-analytics/$storeId')({
  component: RouteComponent,
});

function RouteComponent() {
  return <NotificationAnalyticsPage storeId={Number(Route.useParams().storeId)} />;
}
