import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '../features/shopper/auth/redirect-search';
import { RegisterPage } from '../features/shopper/auth/register-page';

export const Route = createFileRoute('/register')({
  validateSearch: redirectSearch,
  component: function RegisterRoute() {
    return <RegisterPage redirect={Route.useSearch().redirect} />;
  },
});
