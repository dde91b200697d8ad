import { createFileRoute } from '@tanstack/react-router';
import { registerSearch } from '../features/shopper/auth/redirect-search';
import { RegisterPage } from '../features/shopper/auth/register-page';

export const Route = createFileRoute('/register')({
  validateSearch: registerSearch,
  component: function RegisterRoute() {
    const { redirect, role } = Route.useSearch();
    return <RegisterPage redirect={redirect} role={role} />;
  },
});
