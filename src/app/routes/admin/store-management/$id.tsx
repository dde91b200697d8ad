import { createFileRoute } from '@tanstack/react-router';
import { StoreDetailPage } from '../../../features/admin/stores/store-detail-page';

export const Route = createFileRoute('/admin/store-management/$id')({
  component: function AdminStoreRoute() {
    return <StoreDetailPage id={Number(Route.useParams().id)} />;
  },
});
