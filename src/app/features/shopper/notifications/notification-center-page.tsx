import { useState } from 'react';
import { ErrorState, ListView, LoadMore } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { SegmentedFilter } from '../../../ui/segmented-filter';
import {
  markAllRead,
  type NotificationFilter,
  useNotificationLoading,
  useNotifications,
  useUnreadCount,
} from '../data';
import { NotificationItem } from './notification-item';

const FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'Não lidas' },
] as const satisfies readonly { value: NotificationFilter; label: string }[];

/**
 * /account/notifications = /account/notification-center: every notification loaded so far, all or unread;
 * "Carregar mais" fetches the server's next page of 20.
 */
export function NotificationCenterPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotifications(filter);
  const unread = useUnreadCount();
  const loading = useNotificationLoading();
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
          onChange={setFilter}
        />
        {unread > 0 && (
          <button type="button" className="button button--small button--ghost" onClick={markAllRead}>
            Marcar todas como lidas
          </button>
        )}
      </div>
      {loading.error && <ErrorState title={loading.error} />}
      <ListView
        // An empty device while the first page is on its way is loading, not "none yet".
        items={list && (list.items.length > 0 || !loading.loading) ? list.items : undefined}
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
      <LoadMore hasMore={list?.hasMore === true} loading={loading.loading} onLoadMore={loading.loadOlder} />
    </div>
  );
}
