import { useNavigate, useRouterState } from '@tanstack/react-router';
import { restoreSession } from '../../data/session';

/**
 * Returns a guard for actions that need an account: anonymous shoppers go to /login and come back to
 * the page they were on afterwards. A tap that comes before the data layer has started (right after a
 * server-rendered page hydrates) reads the device's session itself instead of taking the user for anonymous.
 */
export function useRequireSignIn(): () => boolean {
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  return () => {
    if (restoreSession().user) return true;
    void navigate({ to: '/login', search: { redirect: href } });
    return false;
  };
}
