import { createFileRoute } from '@tanstack/react-router';
import { AddCouponPage } from '../../../features/seller/coupons/add-coupon-page';

export const Route = createFileRoute('/seller/coupons/add')({ component: AddCouponPage });
