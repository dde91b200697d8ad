import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/shopper/auth/login-page';
import { redirectSearch } from '../../features/shopper/auth/redirect-search';

/** /admin/login (spec 000 §2): outside the admin layout; the same sign-in, back to the admin area after. */
export const Route = createFileRoute('/admin_/login')({
  validateSearch: redirectSearch,
  component: function AdminLoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect ?? '/admin'} title="Entrar na administração" />;
  },
});
