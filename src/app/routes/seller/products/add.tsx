import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../features/seller/products/product-form-page';
import { storeSearch } from '../../../features/seller/store-search';

export const Route = createFileRoute('/seller/products/add')({
  validateSearch: storeSearch,
  component: Screen,
});

function Screen() {
  const { storeId } = Route.useSearch();
  return <ProductFormPage storeId={storeId} />;
}
