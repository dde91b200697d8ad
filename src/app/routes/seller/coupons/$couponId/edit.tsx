import { createFileRoute } from '@tanstack/react-router';
import { EditCouponPage } from '../../../../features/seller/coupons/edit-coupon-page';

export const Route = createFileRoute('/seller/coupons/$couponId/edit')({ component: EditCouponRoute });

function EditCouponRoute() {
  const { couponId } = Route.useParams();
  return <EditCouponPage couponId={Number(couponId)} />;
}
