import { createFileRoute } from '@tanstack/react-router';
import { AddPromotionPage } from '../../../features/seller/promotions/add-promotion-page';
import { refusedSearch } from '../../../features/seller/refused-search';

export const Route = createFileRoute('/seller/promotions/add')({
  validateSearch: refusedSearch,
  component: Screen,
});

function Screen() {
  return <AddPromotionPage refusedId={Route.useSearch().refused} />;
}
