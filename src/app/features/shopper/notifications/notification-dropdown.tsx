import { Link } from '@tanstack/react-router';
import { ListView } from '../../../ui/list-view';
import { EmptyState, ListSkeleton } from '../../../ui/page-state';
import { markAllRead, useNotifications } from '../data';
import { NotificationItem } from './notification-item';

const DROPDOWN_LIMIT = 5;

/** Unread notifications with mark read / delete / mark all, and a link to the center (spec 000 §2). */
export default function NotificationDropdown({ onNavigate }: { onNavigate: () => void }) {
  const page = useNotifications('unread', DROPDOWN_LIMIT);
  return (
    <div className="menu__panel menu__panel--wide" id="notification-menu">
      <div className="menu__heading">
        <p className="menu__title">Notificações</p>
        {page && page.total > 0 && (
          <button type="button" className="link-button" onClick={markAllRead}>
            Marcar todas como lidas
          </button>
        )}
      </div>
      <ListView
        items={page?.items}
        loading={<ListSkeleton rows={2} />}
        empty={<EmptyState title="Nenhuma notificação nova." />}
      >
        {(items) => (
          <ul className="notification-list">
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
        )}
      </ListView>
      <Link to="/account/notification-center" className="menu__footer-link" onClick={onNavigate}>
        Ver central de notificações
      </Link>
    </div>
  );
}
