import { createFileRoute } from '@tanstack/react-router';
import { StoreFormPage } from '../../../../features/seller/stores/store-form-page';

export const Route = createFileRoute('/seller/stores/$storeId/edit')({ component: Screen });

function Screen() {
  const { storeId } = Route.useParams();
  return <StoreFormPage storeId={Number(storeId)} />;
}
