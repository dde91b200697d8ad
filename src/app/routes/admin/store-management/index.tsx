import { createFileRoute } from '@tanstack/react-router';
import { StoresPage } from '../../../features/admin/stores/stores-page';

/** Spec 000 §2 lists both /admin/stores and /admin/store-management: the same list, each store's page below. */
export const Route = createFileRoute('/admin/store-management/')({ component: StoresPage });
