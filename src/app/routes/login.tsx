import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/shopper/auth/login-page';
import { redirectSearch } from '../features/shopper/auth/redirect-search';

export const Route = createFileRoute('/login')({
  validateSearch: redirectSearch,
  component: function LoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
