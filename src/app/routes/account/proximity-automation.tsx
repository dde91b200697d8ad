import { createFileRoute } from '@tanstack/react-router';
import { ProximityPage } from '../../features/shopper/account/proximity-page';

export const Route = createFileRoute('/account/proximity-automation')({ component: ProximityPage });
