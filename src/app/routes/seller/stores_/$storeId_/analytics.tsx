import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../../../features/seller/analytics/analytics-page';

/**
 * Not nested under the store screens' routes (`_` suffixes): this screen renders on its own whatever layout
 * /seller/stores/$storeId gets.
 */
export const Route = createFileRoute('/seller/stores_/$storeId_/analytics')({
  component: StoreAnalyticsRoute,
});

function StoreAnalyticsRoute() {
  const id = Number(Route.useParams().storeId);
  return <AnalyticsPage storeId={Number.isInteger(id) && id > 0 ? id : null} />;
}
