import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionUser } from '../stores/session-store';

// The drawer's content loads on the first tap: the first page does not need it (first-route script budget).
const MobileDrawerPanel = lazy(() => import('./mobile-drawer-panel'));

/** Mobile drawer of spec 000 §2: the menu button; the panel is a modal dialog loaded when first opened. */
export function MobileDrawer({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Following a link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className="icon-button drawer-button"
        aria-label="Abrir menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileDrawerPanel user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
