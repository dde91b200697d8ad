import { createFileRoute } from '@tanstack/react-router';
import { StorePage } from '../../../../features/seller/stores/store-page';

export const Route = createFileRoute('/seller/stores/$storeId/')({ component: Screen });

function Screen() {
  const { storeId } = Route.useParams();
  return <StorePage storeId={Number(storeId)} />;
}
