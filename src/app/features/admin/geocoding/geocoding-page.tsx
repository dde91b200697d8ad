import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  GEOCODING_REASON_LABELS,
  geocodingMessages,
  PLACE_PRECISION_LABELS,
} from '../../../../domain/api/admin-geocoding';
import { messages } from '../../../../domain/messages';
import { errorMessage } from '../../../ui/error-message';
import { PageHeader } from '../../../ui/page-state';
import { AdminTable } from '../admin-table';
import { geocodeStore, type Place, useGeocodingQueue } from '../data';
import '../admin.css';

interface Outcome {
  storeId: number;
  name: string;
  text: string;
  ok: boolean;
}

async function geocodeOne(place: Place): Promise<Outcome> {
  try {
    const { place: p } = await geocodeStore(place.storeId);
    const precision = p.precision ? PLACE_PRECISION_LABELS[p.precision] : '';
    return {
      storeId: place.storeId,
      name: place.name,
      ok: true,
      text: `${p.label ?? ''} (${precision}): ${p.latitude}, ${p.longitude}`,
    };
  } catch (error) {
    return { storeId: place.storeId, name: place.name, ok: false, text: errorMessage(error) };
  }
}

/** /admin/geocoding: stores without a point or whose address changed, geocoded one by one or all at once. */
export function GeocodingPage() {
  const queue = useGeocodingQueue();
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  // One at a time, also for "all": a public Nominatim allows one request per second per client.
  async function run(places: readonly Place[]) {
    setBusy(true);
    setOutcomes([]);
    for (const place of places) {
      const outcome = await geocodeOne(place);
      setOutcomes((list) => [...list, outcome]);
    }
    setBusy(false);
    queue.refresh();
  }

  return (
    <div className="page">
      <PageHeader title="Geocodificação">
        <p>Lojas sem coordenadas ou cujo endereço mudou desde que o ponto foi definido.</p>
      </PageHeader>
      {queue.data && queue.data.length > 0 && (
        <div className="admin-toolbar">
          <button type="button" className="button" disabled={busy} onClick={() => run(queue.data ?? [])}>
            {busy ? 'Geocodificando…' : `Geocodificar todas (${queue.data.length})`}
          </button>
        </div>
      )}
      <AdminTable
        read={queue}
        caption="Lojas a geocodificar"
        columns={['Loja', 'Endereço', 'Motivo', 'Ação']}
        empty={geocodingMessages.nothingToDo}
        errorTitle={messages.screens.storesLoadFailed}
      >
        {(p) => (
          <tr key={p.storeId}>
            <td>
              <Link to="/admin/place-details/$id" params={{ id: String(p.storeId) }}>
                {p.name}
              </Link>
            </td>
            <td>
              {p.address}, {p.city}/{p.state}
            </td>
            <td>{p.reason ? GEOCODING_REASON_LABELS[p.reason] : ''}</td>
            <td>
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={busy}
                aria-label={`Geocodificar ${p.name}`}
                onClick={() => run([p])}
              >
                Geocodificar
              </button>
            </td>
          </tr>
        )}
      </AdminTable>
      <section className="section" aria-labelledby="geocoding-results-title">
        <h2 id="geocoding-results-title">Resultados</h2>
        <ul aria-live="polite" className="admin-results">
          {outcomes.map((o) => (
            <li key={o.storeId} className={o.ok ? undefined : 'field__error'}>
              <Link to="/admin/place-details/$id" params={{ id: String(o.storeId) }}>
                {o.name}
              </Link>
              : {o.ok ? geocodingMessages.geocoded : 'Falhou'} — {o.text}
            </li>
          ))}
        </ul>
        {outcomes.length === 0 && <p className="empty">Nenhuma geocodificação nesta visita.</p>}
      </section>
    </div>
  );
}
