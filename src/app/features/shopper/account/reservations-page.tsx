import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ReservationRow } from '../../../../data/db';
import { cancelReservation, clearCancelledReservations } from '../../../../data/mutations';
import { formatBRL, formatDateTime } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { ListSkeleton, PageHeader } from '../../../ui/page-state';
import { useCountdown } from '../../../ui/use-countdown';
import { useReservations } from '../data/account-lists';
import { groupReservations, RESERVATION_GROUPS } from './reservation-groups';

function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const { text } = useCountdown(expiresAt);
  return (
    <p className="countdown">
      Retire em <time dateTime={expiresAt}>{text}</time>
      <span className="visually-hidden"> (até {formatDateTime(expiresAt)})</span>
    </p>
  );
}

function ReservationItem({ row, name, active }: { row: ReservationRow; name: string; active: boolean }) {
  return (
    <li className="reservation">
      <div>
        <p className="reservation__name">
          <Link to="/products/$id" params={{ id: String(row.productId) }}>
            {name}
          </Link>
        </p>
        <p className="reservation__meta">
          {row.quantity} {row.quantity === 1 ? 'unidade' : 'unidades'}
          {row.product?.store.name ? ` · ${row.product.store.name}` : ''}
          {row.product ? ` · ${formatBRL(row.product.price * row.quantity)}` : ''}
        </p>
        {active ? (
          <HoldCountdown expiresAt={row.expiresAt} />
        ) : (
          <p className="reservation__meta">Reservado em {formatDateTime(row.createdAt)}</p>
        )}
        {row.pendingMutationId && <p className="pending">{messages.request.pending}</p>}
      </div>
      {active && (
        <button
          type="button"
          className="button button--small button--ghost"
          aria-describedby={`reservation-${row.id}`}
          onClick={async () => {
            try {
              await cancelReservation(row.id);
              toastSuccess(messages.success.reservationCancelled);
            } catch {
              toastError(messages.consumer.errorTitle, messages.consumer.reservationCancelFailed);
            }
          }}
        >
          Cancelar reserva
        </button>
      )}
      <span id={`reservation-${row.id}`} hidden>
        {name}
      </span>
    </li>
  );
}

export function ReservationsPage() {
  const items = useReservations();
  // Re-group every 30 s so a hold that ends moves from "Ativas" to "Expiradas" without a reload.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (items === undefined) {
    return (
      <div className="page" aria-busy="true">
        <PageHeader title="Minhas reservas" />
        <ListSkeleton />
      </div>
    );
  }
  const groups = groupReservations(items, now);
  return (
    <div className="page">
      <PageHeader title="Minhas reservas">
        <p>Cada reserva fica separada por 2 horas para você retirar na barraca.</p>
      </PageHeader>
      {items.length === 0 && (
        <p className="empty">
          Você ainda não reservou nada. <Link to="/products">Ver produtos</Link>
        </p>
      )}
      {RESERVATION_GROUPS.map(({ key, title }) =>
        groups[key].length === 0 ? null : (
          <section key={key} aria-labelledby={`group-${key}`} className="section">
            <div className="section__head">
              <h2 id={`group-${key}`}>
                {title} ({groups[key].length})
              </h2>
              {key === 'cancelled' && (
                <button
                  type="button"
                  className="link-button"
                  onClick={async () => {
                    try {
                      await clearCancelledReservations();
                    } catch {
                      toastError(messages.consumer.errorTitle, messages.consumer.cancelledClearFailed);
                    }
                  }}
                >
                  Limpar canceladas
                </button>
              )}
            </div>
            <ul className="reservation-list">
              {groups[key].map(({ row, product }) => (
                <ReservationItem
                  key={row.id}
                  row={row}
                  name={product?.name ?? row.product?.name ?? `Produto ${row.productId}`}
                  active={key === 'active'}
                />
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
