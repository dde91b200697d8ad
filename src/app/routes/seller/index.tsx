import { createFileRoute, redirect } from '@tanstack/react-router';

/** /seller is the area's entry (user menu, account page): the dashboard is its start page. */
export const Route = createFileRoute('/seller/')({
  beforeLoad: () => {
    throw redirect({ to: '/seller/dashboard', replace: true });
  },
});
