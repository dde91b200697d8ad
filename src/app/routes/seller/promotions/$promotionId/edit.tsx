import { createFileRoute } from '@tanstack/react-router';
import { EditPromotionPage } from '../../../../features/seller/promotions/edit-promotion-page';
import { idOf } from '../../../../features/seller/promotions/promotion-id';

export const Route = createFileRoute('/seller/promotions/$promotionId/edit')({ component: EditRoute });

function EditRoute() {
  return <EditPromotionPage promotionId={idOf(Route.useParams().promotionId)} />;
}
