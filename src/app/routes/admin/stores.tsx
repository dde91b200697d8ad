import { createFileRoute } from '@tanstack/react-router';
import { StoresPage } from '../../features/admin/stores/stores-page';

export const Route = createFileRoute('/admin/stores')({ component: StoresPage });
