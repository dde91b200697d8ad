import { Link, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type SessionUser, useSessionGate } from '../stores/session-store';
import { ListSkeleton } from '../ui/page-state';
import './area-shell.css';
import type { NavLink } from './nav-links';

/**
 * The guard of a signed-in area. Anonymous visitors go to the area's sign-in with `redirect` back here (not
 * while a logout or an expiry is taking the user home: a /login detour then is a second redirect); a
 * signed-in user the area does not admit sees `refused`. The server enforces the same rules (config.access).
 */
export function AreaGuard({
  prefix,
  signIn,
  admits = () => true,
  refused = null,
  children,
}: {
  /** Paths of the area: a guard still rendering after navigation left them must not redirect again. */
  prefix: string;
  signIn: '/login' | '/admin/login';
  admits?: (user: SessionUser) => boolean;
  refused?: ReactNode;
  children: ReactNode;
}) {
  const gate = useSessionGate();
  const location = useRouterState({ select: (s) => s.location });
  if (gate.kind === 'wait') {
    return (
      <div className="page" aria-busy="true">
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (gate.kind === 'sign-in') {
    // Navigate re-navigates on every render, and this component still renders once the location has moved
    // on: redirecting from there again looped (/login?redirect=/login?redirect=…).
    if (!location.pathname.startsWith(prefix)) return null;
    return <Navigate to={signIn} search={{ redirect: location.href }} replace />;
  }
  return <>{admits(gate.user) ? children : refused}</>;
}

/** The shell of a signed-in area (seller, admin): its guard, then its own navigation above its pages. */
export function AreaShell({
  navLabel,
  links,
  ...guard
}: Omit<Parameters<typeof AreaGuard>[0], 'children'> & { navLabel: string; links: readonly NavLink[] }) {
  return (
    <AreaGuard {...guard}>
      <div className="area">
        <nav className="area-nav" aria-label={navLabel}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </div>
    </AreaGuard>
  );
}
