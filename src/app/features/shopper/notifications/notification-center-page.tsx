import { useState } from 'react';
import { NOTIFICATION_PAGE_SIZE } from '../../../../domain/constants';
import { ListView, LoadMore } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { SegmentedFilter } from '../../../ui/segmented-filter';
import { markAllRead } from '../data/notification-actions';
import { type NotificationFilter, useNotifications, useUnreadCount } from '../data/notifications';
import { NotificationItem } from './notification-item';

const FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'Não lidas' },
] as const satisfies readonly { value: NotificationFilter; label: string }[];

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
        <SegmentedFilter
          legend="Filtrar notificações"
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPages(1);
          }}
        />
        {unread > 0 && (
          <button type="button" className="button button--small button--ghost" onClick={markAllRead}>
            Marcar todas como lidas
          </button>
        )}
      </div>
      <ListView
        items={page?.items}
        empty={filter === 'unread' ? 'Nenhuma notificação não lida.' : 'Nenhuma notificação ainda.'}
      >
        {(items) => (
          <ul className="notification-list notification-list--page">
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
        )}
      </ListView>
      <LoadMore
        hasMore={page !== undefined && page.total > page.items.length}
        onLoadMore={() => setPages(pages + 1)}
      />
    </div>
  );
}
