import type { AdminCache } from '../../../../domain/api/admin';
import { useAdminCacheMetrics } from '../data';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

const CACHES: Array<{ key: keyof AdminCache; label: string }> = [
  { key: 'products', label: 'Produtos (listas, páginas e busca)' },
  { key: 'main', label: 'Principal (demais respostas e páginas)' },
  { key: 'highlights', label: 'Destaques por loja' },
  { key: 'search', label: 'Resultados de busca' },
];

/**
 * The caches' hit rates of the server that answered (spec 001 §9), while the flag cache-metrics is on; off,
 * the server's answer says so. `flagKey` changes when the flag is saved, which reads again.
 */
export function CacheMetrics({ flagKey }: { flagKey: string }) {
  const metrics = useAdminCacheMetrics(flagKey);
  const m = metrics.data;
  return (
    <section className="section" aria-labelledby="cache-title">
      <h2 id="cache-title">Cache</h2>
      {!m ? (
        <p role={metrics.error ? 'status' : undefined}>
          {metrics.error ?? 'Carregando as métricas de cache…'}
        </p>
      ) : (
        <table className="admin-table">
          <caption>Taxa de acertos de cada cache deste servidor</caption>
          <thead>
            <tr>
              <th scope="col">Cache</th>
              <th scope="col">Taxa de acertos</th>
              <th scope="col">Acertos</th>
              <th scope="col">Falhas</th>
              <th scope="col">Entradas</th>
            </tr>
          </thead>
          <tbody>
            {CACHES.map(({ key, label }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{percent.format(m[key].hitRate)}</td>
                <td>{m[key].hits}</td>
                <td>{m[key].misses}</td>
                <td>{m[key].size}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
