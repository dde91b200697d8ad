import { createFileRoute } from '@tanstack/react-router';
import { SellerLandingPage } from '../features/public/seller-landing-page';

export const Route = createFileRoute('/seller-landing')({ component: SellerLandingPage });
