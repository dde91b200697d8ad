import { useNavigate, useRouterState } from '@tanstack/react-router';
import { getSession } from '../../data/session';

/**
 * Returns a guard for actions that need an account: anonymous shoppers go to /login and come back to
 * the page they were on afterwards.
 */
export function useRequireSignIn(): () => boolean {
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  return () => {
    if (getSession().user) return true;
    void navigate({ to: '/login', search: { redirect: href } });
    return false;
  };
}
