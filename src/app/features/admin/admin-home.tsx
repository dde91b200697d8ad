import { ROLE_LABELS } from '../../../domain/api/admin';
import { formatDate } from '../../../domain/format';
import { USER_ROLES } from '../../../domain/user';
import { ErrorState, ListSkeleton, PageHeader } from '../../ui/page-state';
import { useAdminOverview } from './data';
import './admin.css';

const STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Ativos',
  OUT_OF_STOCK: 'Sem estoque',
  INACTIVE: 'Inativos',
  DRAFT: 'Rascunhos',
  DISCONTINUED: 'Descontinuados',
};

function HBars({ title, rows }: { title: string; rows: Array<{ label: string; value: number }> }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section className="section" aria-label={title}>
      <h2>{title}</h2>
      <ul className="admin-hbars">
        {rows.map((r) => (
          <li key={r.label}>
            <span>{r.label}</span>
            <span aria-hidden="true" style={{ width: `${(r.value / max) * 100}%` }} />
            <strong>{r.value}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin: the marketplace in figures, with small charts. */
export function AdminHome() {
  const overview = useAdminOverview();
  const o = overview.data;
  return (
    <div className="page">
      <PageHeader title="Painel da administração" />
      {overview.error && !o ? (
        <ErrorState title="Não foi possível carregar os números" message={overview.error} />
      ) : !o ? (
        <ListSkeleton rows={4} />
      ) : (
        <>
          <ul className="admin-figures">
            <li>
              Lojas <strong>{o.stores.total}</strong> {o.stores.active} ativas, {o.stores.suspended} suspensas
            </li>
            <li>
              Reservas hoje <strong>{o.reservations.today}</strong> {o.reservations.last30Days} em 30 dias
            </li>
            <li>
              Cupons resgatados hoje <strong>{o.redemptions.today}</strong> {o.redemptions.last30Days} em 30
              dias
            </li>
            <li>
              Assinaturas ativas <strong>{o.subscriptions.active}</strong> {o.subscriptions.trialing} em teste
            </li>
            <li>
              Inscrições de push <strong>{o.pushSubscriptions}</strong>
            </li>
          </ul>
          <HBars
            title="Usuários por papel"
            rows={USER_ROLES.map((r) => ({ label: ROLE_LABELS[r], value: o.usersByRole[r] ?? 0 }))}
          />
          <HBars
            title="Produtos por situação"
            rows={Object.entries(o.productsByStatus).map(([s, n]) => ({
              label: STATUS_LABELS[s] ?? s,
              value: n,
            }))}
          />
          <section className="section" aria-labelledby="reservations-chart">
            <h2 id="reservations-chart">Reservas nos últimos 30 dias</h2>
            <ul className="admin-bars">
              {o.reservationsByDay.map((d) => {
                const max = Math.max(1, ...o.reservationsByDay.map((x) => x.count));
                return (
                  <li key={d.day} style={{ height: `${(d.count / max) * 100}%` }}>
                    <span className="visually-hidden">{`${formatDate(`${d.day}T12:00:00Z`)}: ${d.count}`}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
