import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../stores/session-store';
import { ListSkeleton } from '../../ui/page-state';

/** Account screens need a session: anonymous shoppers go to /login?redirect=<where they were>. */
export function RequireUser() {
  const session = useSession();
  const href = useRouterState({ select: (s) => s.location.href });
  if (session.status === 'loading') {
    return (
      <div className="page" aria-busy="true">
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (!session.user) return <Navigate to="/login" search={{ redirect: href }} replace />;
  return <Outlet />;
}
