import { createFileRoute } from '@tanstack/react-router';
import { NotificationCenterPage } from '../../features/shopper/notifications/notification-center-page';

/** Same screen as /account/notifications (spec 000 §2). */
export const Route = createFileRoute('/account/notification-center')({ component: NotificationCenterPage });
