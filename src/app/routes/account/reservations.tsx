import { createFileRoute } from '@tanstack/react-router';
import { ReservationsPage } from '../../features/shopper/account/reservations-page';

export const Route = createFileRoute('/account/reservations')({ component: ReservationsPage });
