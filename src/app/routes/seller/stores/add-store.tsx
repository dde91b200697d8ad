import { createFileRoute } from '@tanstack/react-router';
import { refusedSearch } from '../../../features/seller/refused-search';
import { StoreFormPage } from '../../../features/seller/stores/store-form-page';

export const Route = createFileRoute('/seller/stores/add-store')({
  validateSearch: refusedSearch,
  component: Screen,
});

function Screen() {
  return <StoreFormPage refusedId={Route.useSearch().refused} />;
}
