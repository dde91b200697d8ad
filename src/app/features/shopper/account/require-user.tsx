import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { needsSignIn } from '../../../../data/session';
import { useSession } from '../../../stores/session-store';
import { ListSkeleton } from '../../../ui/page-state';

/**
 * Account screens need a session: anonymous shoppers go to /login?redirect=<where they were>. Not right
 * after a logout or an expiry, though: the data layer is about to take the user home (spec 000 §2) and a
 * /login detour first would be a second redirect.
 */
export function RequireUser() {
  const session = useSession();
  const location = useRouterState({ select: (s) => s.location });
  if (session.user) return <Outlet />;
  if (!needsSignIn(session)) {
    return (
      <div className="page" aria-busy="true">
        <ListSkeleton rows={3} />
      </div>
    );
  }
  // Navigate re-navigates on every render, and this component still renders once the location has
  // moved on: redirecting from there again looped forever (/login?redirect=/login?redirect=…).
  if (!location.pathname.startsWith('/account')) return null;
  return <Navigate to="/login" search={{ redirect: location.href }} replace />;
}
