import { lazy, Suspense } from 'react';
import { CountBadge } from '../../../ui/count-badge';
import { BellIcon } from '../../../ui/icons';
import { useDisclosure } from '../../../ui/use-disclosure';
import { useUnreadCount } from '../data';

// The list only loads when opened: it keeps the first route's JavaScript small.
const NotificationDropdown = lazy(() => import('./notification-dropdown'));

export function NotificationBell() {
  const unread = useUnreadCount();
  const menu = useDisclosure();
  return (
    <div className="menu" ref={menu.containerRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="icon-button"
        // The badge's number is part of the name: visible text must be inside the accessible name.
        aria-label={`Notificações, ${unread === 1 ? '1 não lida' : `${unread} não lidas`}`}
        aria-expanded={menu.open}
        aria-controls="notification-menu"
        onClick={menu.toggle}
      >
        <BellIcon />
        <CountBadge count={unread} />
      </button>
      {menu.open && (
        <Suspense fallback={<div className="menu__panel menu__panel--wide" aria-busy="true" />}>
          <NotificationDropdown onNavigate={menu.close} />
        </Suspense>
      )}
    </div>
  );
}
