import { Link } from '@tanstack/react-router';
import { CATEGORY_LABELS, isCategory } from '../../../../domain/categories';
import { formatBRL, formatDateTime, saoPauloDayKey } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { OfflineNotice, PageHeader } from '../../../ui/page-state';
import { PushOffer } from '../../../ui/push-offer';
import { runAction } from '../../../ui/row-actions';
import {
  endReservation,
  reservationAlertsOffer,
  type StoreFigures,
  useDashboardFigures,
  usePendingSellerChanges,
  useRecentRedemptions,
  useSellerReservations,
  useSellerSubscription,
} from '../data';
import '../seller.css';

const STAT_LABELS = {
  totalProducts: 'Total',
  activeProducts: 'Ativos',
  inactiveProducts: 'Inativos',
  highlightedProducts: 'Em destaque',
  outOfStockProducts: 'Sem estoque',
  availableProducts: 'Disponíveis',
} as const;

function Figures({ figures, title }: { figures: StoreFigures; title: string }) {
  const categories = Object.entries(figures.inventory.byCategory);
  const max = Math.max(1, ...categories.map(([, v]) => v?.value ?? 0));
  return (
    <section className="seller-card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="seller-stats">
        {(Object.keys(STAT_LABELS) as (keyof typeof STAT_LABELS)[]).map((key) => (
          <div key={key}>
            <dt>{STAT_LABELS[key]}</dt>
            <dd>{figures.stats[key]}</dd>
          </div>
        ))}
      </dl>
      <p>
        Valor do estoque: <strong>{formatBRL(figures.inventory.totalValue)}</strong> (média{' '}
        {formatBRL(figures.inventory.averageValue)} por produto)
      </p>
      {categories.length > 0 && (
        <ul className="link-list" aria-label={`Valor por categoria — ${title}`}>
          {categories.map(([category, v]) => (
            <li key={category}>
              {isCategory(category) ? CATEGORY_LABELS[category] : category}: {formatBRL(v?.value ?? 0)} (
              {v?.count ?? 0} produtos)
              <span className="seller-bar" style={{ width: `${((v?.value ?? 0) / max) * 100}%` }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Reservations() {
  const { data, error, refresh: reload } = useSellerReservations();
  const today = saoPauloDayKey(new Date());
  if (!data) {
    if (error) return <OfflineNotice>As reservas aparecem quando a conexão voltar.</OfflineNotice>;
    return <p aria-busy="true">Carregando reservas…</p>;
  }
  const waiting = data.filter((r) => r.status === 'pending' && saoPauloDayKey(r.expiresAt) === today);
  if (waiting.length === 0) return <p className="empty">Nenhuma reserva aguardando retirada hoje.</p>;
  return (
    <ul className="seller-products">
      {waiting.map((r) => (
        <li key={r.id} className="seller-card">
          <p>
            <strong>{r.product.name}</strong> × {r.quantity} — {r.customer.name}
            {r.customer.phone ? ` (${r.customer.phone})` : ''}
          </p>
          <p>Retirar até {formatDateTime(r.expiresAt)}</p>
          <div className="seller-actions">
            <button
              type="button"
              className="button button--small"
              onClick={async () => {
                if (
                  await runAction(() => endReservation(r.id, 'completed'), { success: 'Reserva concluída' })
                )
                  reload();
              }}
            >
              Retirada
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={async () => {
                if (
                  await runAction(() => endReservation(r.id, 'cancelled'), { success: 'Reserva cancelada' })
                )
                  reload();
              }}
            >
              Não compareceu
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Plan() {
  const { data, error } = useSellerSubscription();
  if (!data) {
    return error ? (
      <OfflineNotice>O estado da assinatura aparece quando a conexão voltar.</OfflineNotice>
    ) : null;
  }
  return (
    <p>
      Plano <strong>{data.plan.name}</strong> — {data.statusLabel}
      {data.trialDaysLeft !== null ? ` (${data.trialDaysLeft} dias de teste restantes)` : ''}
      {data.currentPeriodEnd ? `, renova em ${formatDateTime(data.currentPeriodEnd)}` : ''}
    </p>
  );
}

/** /seller/dashboard: per store and in total, the stall's figures, today's pickups and shortcuts. */
export function DashboardPage() {
  const figures = useDashboardFigures();
  const redemptions = useRecentRedemptions();
  const pending = usePendingSellerChanges();
  return (
    <div className="page">
      <PageHeader title="Painel do lojista" />
      {pending > 0 && (
        <p className="pending" role="status">
          {pending} {pending === 1 ? 'alteração' : 'alterações'} de produtos: {messages.request.pending}
        </p>
      )}
      <nav className="seller-actions" aria-label="Atalhos">
        <Link to="/seller/products/add" className="button">
          Adicionar produto
        </Link>
        <Link to="/seller/promotions/add" className="button button--ghost">
          Criar promoção
        </Link>
        <Link to="/seller/coupons/add" className="button button--ghost">
          Criar cupom
        </Link>
        <Link to="/seller/coupons/validate" className="button button--ghost">
          Validar cupom
        </Link>
      </nav>
      <section aria-labelledby="plan-title">
        <h2 id="plan-title">Assinatura</h2>
        <Plan />
        <Link to="/seller/subscription">Assinatura e planos</Link>
      </section>
      {figures === undefined ? (
        <p aria-busy="true">Carregando…</p>
      ) : (
        <>
          <div className="seller-cards">
            <Figures figures={figures.total} title="Todas as lojas" />
            {figures.perStore.map((f) => (
              <Figures key={f.store?.id} figures={f} title={f.store?.name ?? ''} />
            ))}
          </div>
          <section aria-labelledby="low-stock-title">
            <h2 id="low-stock-title">Estoque baixo</h2>
            {figures.lowStock.length === 0 ? (
              <p className="empty">Nenhum produto com estoque baixo.</p>
            ) : (
              <ul className="link-list">
                {figures.lowStock.map(({ product, suggestion }) => (
                  <li key={product.id}>
                    <Link to="/seller/products/$productId/edit" params={{ productId: String(product.id) }}>
                      {product.name}
                    </Link>{' '}
                    — {product.stock} em estoque
                    {suggestion > 0 ? `; sugestão: repor ${suggestion} unidades` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <section aria-labelledby="pickups-title">
        <h2 id="pickups-title">Reservas para retirar hoje</h2>
        {/* Only once the stores are read: a seller with none has no reservations to be told of. */}
        {figures !== undefined && (
          <PushOffer
            moment={{ kind: 'seller-dashboard', storeCount: figures.perStore.length }}
            commands={reservationAlertsOffer}
          />
        )}
        <Reservations />
      </section>
      <section aria-labelledby="redemptions-title">
        <h2 id="redemptions-title">Últimos resgates de cupons</h2>
        {redemptions === undefined ? null : redemptions.length === 0 ? (
          <p className="empty">Nenhum resgate recente.</p>
        ) : (
          <ul className="link-list">
            {redemptions.map((r) => (
              <li key={r.validationCode}>
                {r.couponCode} — {r.customerName ?? 'Cliente'} em {formatDateTime(r.redeemedAt)} (
                {r.storeName})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
