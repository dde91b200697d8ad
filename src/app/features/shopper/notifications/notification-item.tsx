import { formatDateTime } from '../../../../domain/format';
import { PendingMarker } from '../../../ui/list-view';
import type { NotificationRow } from '../data';
import { markRead, remove } from '../data';

const TYPE_LABELS: Record<NotificationRow['type'], string> = {
  promotion: 'Promoção',
  proximity: 'Perto de você',
  reservation: 'Reserva',
  highlight: 'Destaque',
  trial: 'Assinatura',
  other: 'Aviso',
};

export function NotificationItem({ notification: n }: { notification: NotificationRow }) {
  return (
    <li className={`notification ${n.isRead ? '' : 'notification--unread'}`}>
      <p className="notification__meta">
        <span className="tag">{TYPE_LABELS[n.type]}</span>{' '}
        <time dateTime={n.sentAt}>{formatDateTime(n.sentAt)}</time>
        {!n.isRead && <span className="visually-hidden">, não lida</span>}
      </p>
      <p className="notification__title">{n.title}</p>
      <p className="notification__message">{n.message}</p>
      <PendingMarker pending={n.pendingMutationId} />
      <div className="notification__actions">
        {!n.isRead && (
          <button type="button" className="link-button" onClick={() => markRead(n.id)}>
            Marcar como lida<span className="visually-hidden">: {n.title}</span>
          </button>
        )}
        <button type="button" className="link-button link-button--danger" onClick={() => remove(n.id)}>
          Excluir<span className="visually-hidden">: {n.title}</span>
        </button>
      </div>
    </li>
  );
}
