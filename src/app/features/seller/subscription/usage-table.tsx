import type { SubscriptionView } from '../data';

type StoreUsage = SubscriptionView['stores'][number];

/** "3 de 10", or "3 (sem limite)"; a full counter is said in words too, not only by the bar's colour. */
function UsageRow({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const full = limit !== null && used >= limit;
  return (
    <tr className={full ? 'usage__row usage__row--full' : 'usage__row'}>
      <th scope="row">{label}</th>
      <td>
        {limit === null ? `${used} (sem limite)` : `${used} de ${limit}`}
        {full && <span className="usage__full"> — limite atingido</span>}
        {limit !== null && limit > 0 && (
          <meter
            className="usage__meter"
            min={0}
            max={limit}
            value={Math.min(used, limit)}
            aria-hidden="true"
          />
        )}
      </td>
    </tr>
  );
}

/** Each store's use of what the plan allows (the limits are per store). */
export function UsageTables({ stores }: { stores: readonly StoreUsage[] }) {
  if (stores.length === 0) {
    return <p className="empty">Você ainda não tem lojas. Os limites do plano valem para cada loja.</p>;
  }
  return (
    <div className="usage">
      {stores.map((store) => (
        <table key={store.storeId} className="usage__table">
          <caption>{store.storeName}</caption>
          <thead>
            <tr>
              <th scope="col">Recurso</th>
              <th scope="col">Uso</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(store.usage).map(([kind, u]) => (
              <UsageRow key={kind} label={u.label} used={u.used} limit={u.limit} />
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
