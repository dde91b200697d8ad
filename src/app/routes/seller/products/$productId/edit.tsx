import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../features/seller/products/product-form-page';

export const Route = createFileRoute('/seller/products/$productId/edit')({ component: Screen });

function Screen() {
  const { productId } = Route.useParams();
  return <ProductFormPage key={productId} productId={Number(productId)} />;
}
