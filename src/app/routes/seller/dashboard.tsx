import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/seller/dashboard/dashboard-page';

export const Route = createFileRoute('/seller/dashboard')({ component: DashboardPage });
