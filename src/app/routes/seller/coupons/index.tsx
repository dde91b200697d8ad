import { createFileRoute } from '@tanstack/react-router';
import { CouponsPage } from '../../../features/seller/coupons/coupons-page';

export const Route = createFileRoute('/seller/coupons/')({ component: CouponsPage });
