import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../../features/seller/products/products-page';

export const Route = createFileRoute('/seller/stores/$storeId/products')({ component: Screen });

function Screen() {
  const { storeId } = Route.useParams();
  return <ProductsPage key={storeId} storeId={Number(storeId)} />;
}
