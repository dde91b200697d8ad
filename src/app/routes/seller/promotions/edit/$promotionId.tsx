import { createFileRoute } from '@tanstack/react-router';
import { EditPromotionPage } from '../../../../features/seller/promotions/edit-promotion-page';
import { idOf } from '../../../../features/seller/promotions/promotion-id';

/** The spec's second path to the same editor. */
export const Route = createFileRoute('/seller/promotions/edit/$promotionId')({ component: EditRoute });

function EditRoute() {
  return <EditPromotionPage promotionId={idOf(Route.useParams().promotionId)} />;
}
