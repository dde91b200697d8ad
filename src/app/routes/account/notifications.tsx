import { createFileRoute } from '@tanstack/react-router';
import { NotificationCenterPage } from '../../features/shopper/notifications/notification-center-page';

export const Route = createFileRoute('/account/notifications')({ component: NotificationCenterPage });
