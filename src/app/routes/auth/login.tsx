import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/shopper/auth/login-page';
import { redirectSearch } from '../../features/shopper/auth/redirect-search';

/** The other reading of the login path in spec 000 §2; same screen. */
export const Route = createFileRoute('/auth/login')({
  validateSearch: redirectSearch,
  component: function AuthLoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
