import { createFileRoute } from '@tanstack/react-router';
import { SellerHome } from '../../features/seller/seller-home';

export const Route = createFileRoute('/seller/')({ component: SellerHome });
