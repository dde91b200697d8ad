import { createFileRoute } from '@tanstack/react-router';
import { EditPromotionPage } from '../../features/seller/promotions/edit-promotion-page';
import { idOf } from '../../features/seller/promotions/promotion-id';

/** The spec's third path to the same editor: the id in the query (?id=12). */
export const Route = createFileRoute('/seller/edit-promotion')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    search.id === undefined ? {} : { id: String(search.id) },
  component: EditRoute,
});

function EditRoute() {
  return <EditPromotionPage promotionId={idOf(Route.useSearch().id)} />;
}
