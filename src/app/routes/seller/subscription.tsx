import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../../features/seller/subscription/subscription-page';

export const Route = createFileRoute('/seller/subscription')({ component: () => <SubscriptionPage /> });
