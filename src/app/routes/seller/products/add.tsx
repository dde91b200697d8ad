import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../features/seller/products/product-form-page';
import { refusedSearch } from '../../../features/seller/refused-search';
import { storeSearch } from '../../../features/seller/store-search';

export const Route = createFileRoute('/seller/products/add')({
  validateSearch: (search: Record<string, unknown>) => ({ ...storeSearch(search), ...refusedSearch(search) }),
  component: Screen,
});

function Screen() {
  const { storeId, refused } = Route.useSearch();
  return <ProductFormPage storeId={storeId} refusedId={refused} />;
}
