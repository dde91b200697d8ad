import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { redirectSearch } from '../features/auth/redirect-search';

export const Route = createFileRoute('/login')({
  validateSearch: redirectSearch,
  component: function LoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
