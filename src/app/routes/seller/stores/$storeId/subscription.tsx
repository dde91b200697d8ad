import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../../../../features/seller/subscription/subscription-page';

export const Route = createFileRoute('/seller/stores/$storeId/subscription')({
  component: function StoreSubscriptionRoute() {
    const { storeId } = Route.useParams();
    // key: another store's page starts from its own read, never from the previous store's numbers.
    return <SubscriptionPage key={storeId} storeId={Number(storeId)} />;
  },
});
