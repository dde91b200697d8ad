import { createFileRoute } from '@tanstack/react-router';
import { AddPromotionPage } from '../../../features/seller/promotions/add-promotion-page';

export const Route = createFileRoute('/seller/promotions/add')({ component: AddPromotionPage });
