import { createFileRoute } from '@tanstack/react-router';
import { AddCouponPage } from '../../../features/seller/coupons/add-coupon-page';
import { refusedSearch } from '../../../features/seller/refused-search';

export const Route = createFileRoute('/seller/coupons/add')({
  validateSearch: refusedSearch,
  component: Screen,
});

function Screen() {
  return <AddCouponPage refusedId={Route.useSearch().refused} />;
}
