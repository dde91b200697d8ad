import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../stores/session-store';
import { ListSkeleton } from '../../ui/page-state';

/** Account screens need a session: anonymous shoppers go to /login?redirect=<where they were>. */
export function RequireUser() {
  const session = useSession();
  const location = useRouterState({ select: (s) => s.location });
  if (session.status === 'loading') {
    return (
      <div className="page" aria-busy="true">
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (!session.user) {
    // Navigate re-navigates on every render, and this component still renders once the location has
    // moved on (sign-out): redirecting from there again looped forever (/login?redirect=/login?redirect=…).
    if (!location.pathname.startsWith('/account')) return null;
    return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  }
  return <Outlet />;
}
