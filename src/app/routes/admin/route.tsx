import { createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/admin-shell';

/** The admin area: its guard and its layout (code-split). /admin/login lives outside it (routes/admin_). */
export const Route = createFileRoute('/admin')({ component: AdminShell });
