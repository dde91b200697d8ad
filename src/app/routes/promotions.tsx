import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../features/shopper/catalogue/promotions-page';

export const Route = createFileRoute('/promotions')({ component: PromotionsPage });
