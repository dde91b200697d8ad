import { createFileRoute } from '@tanstack/react-router';
import { RedeemedCouponsPage } from '../../features/shopper/account/redeemed-coupons-page';

export const Route = createFileRoute('/account/coupons')({ component: RedeemedCouponsPage });
