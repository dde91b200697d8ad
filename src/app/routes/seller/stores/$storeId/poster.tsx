import { createFileRoute } from '@tanstack/react-router';
import { StorePosterPage } from '../../../../features/seller/stores/store-poster-page';

export const Route = createFileRoute('/seller/stores/$storeId/poster')({ component: Screen });

function Screen() {
  const { storeId } = Route.useParams();
  return <StorePosterPage storeId={Number(storeId)} />;
}
