import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatBRL, formatDateTime } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { reservationHoldTexts } from '../../../../domain/reservation-texts';
import { ListView, PendingMarker } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { ActionButton, runAction } from '../../../ui/row-actions';
import { useCountdown } from '../../../ui/use-countdown';
import { cancelReservation, clearCancelledReservations, type ReservationRow, useReservations } from '../data';
import { groupReservations, RESERVATION_GROUPS } from './reservation-groups';
import './account.css';

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
        <PendingMarker pending={row.pendingMutationId} />
      </div>
      {active && (
        <ActionButton
          aria-describedby={`reservation-${row.id}`}
          onAction={() => cancelReservation(row.id)}
          texts={{
            success: messages.success.reservationCancelled,
            failure: messages.consumer.reservationCancelFailed,
          }}
        >
          Cancelar reserva
        </ActionButton>
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
  return (
    <div className="page" aria-busy={items === undefined || undefined}>
      <PageHeader title="Minhas reservas">
        {items !== undefined && <p>{reservationHoldTexts.explained}</p>}
      </PageHeader>
      <ListView
        items={items}
        empty={
          <p className="empty">
            Você ainda não reservou nada. <Link to="/products">Ver produtos</Link>
          </p>
        }
      >
        {(rows) => <ReservationGroups items={[...rows]} now={now} />}
      </ListView>
    </div>
  );
}

type Items = NonNullable<ReturnType<typeof useReservations>>;

function ReservationGroups({ items, now }: { items: Items; now: Date }) {
  const groups = groupReservations(items, now);
  return (
    <>
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
                  onClick={() =>
                    void runAction(clearCancelledReservations, {
                      failure: messages.consumer.cancelledClearFailed,
                    })
                  }
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
    </>
  );
}
