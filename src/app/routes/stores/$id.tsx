import { createFileRoute } from '@tanstack/react-router';
import { StorePage } from '../../features/shopper/stores/store-page';

export const Route = createFileRoute('/stores/$id')({
  component: function StoreRoute() {
    const { id } = Route.useParams();
    return <StorePage id={Number(id)} />;
  },
});
