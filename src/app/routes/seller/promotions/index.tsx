import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../../../features/seller/promotions/promotions-page';

export const Route = createFileRoute('/seller/promotions/')({ component: PromotionsPage });
