import { createFileRoute } from '@tanstack/react-router';
import { ProximityPage } from '../../features/account/proximity-page';

export const Route = createFileRoute('/account/proximity-automation')({ component: ProximityPage });
