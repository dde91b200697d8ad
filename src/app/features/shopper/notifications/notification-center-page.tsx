import { useState } from 'react';
import { NOTIFICATION_PAGE_SIZE } from '../../../../domain/constants';
import { ListSkeleton, PageHeader } from '../../../ui/page-state';
import { markAllRead } from '../data/notification-actions';
import { type NotificationFilter, useNotifications, useUnreadCount } from '../data/notifications';
import { NotificationItem } from './notification-item';

/** /account/notifications = /account/notification-center: pages of 20, all or unread. */
export function NotificationCenterPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [pages, setPages] = useState(1);
  const page = useNotifications(filter, pages * NOTIFICATION_PAGE_SIZE);
  const unread = useUnreadCount();
  return (
    <div className="page">
      <PageHeader title="Notificações">
        <p>{unread === 0 ? 'Tudo lido.' : unread === 1 ? '1 não lida.' : `${unread} não lidas.`}</p>
      </PageHeader>
      <div className="toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">Filtrar notificações</legend>
          {(['all', 'unread'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setPages(1);
              }}
            >
              {value === 'all' ? 'Todas' : 'Não lidas'}
            </button>
          ))}
        </fieldset>
        {unread > 0 && (
          <button type="button" className="button button--small button--ghost" onClick={markAllRead}>
            Marcar todas como lidas
          </button>
        )}
      </div>
      {page === undefined ? (
        <ListSkeleton />
      ) : page.items.length === 0 ? (
        <p className="empty">
          {filter === 'unread' ? 'Nenhuma notificação não lida.' : 'Nenhuma notificação ainda.'}
        </p>
      ) : (
        <ul className="notification-list notification-list--page">
          {page.items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
      {page && page.total > page.items.length && (
        <button type="button" className="button button--ghost load-more" onClick={() => setPages(pages + 1)}>
          Carregar mais
        </button>
      )}
    </div>
  );
}
