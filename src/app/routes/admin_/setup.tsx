import { createFileRoute } from '@tanstack/react-router';
import { SetupPage } from '../../features/admin/setup/setup-page';

/** /admin/setup (spec 000 §2): outside the admin layout, nobody can sign in yet. */
export const Route = createFileRoute('/admin_/setup')({ component: SetupPage });
