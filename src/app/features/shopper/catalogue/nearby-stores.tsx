import { Link } from '@tanstack/react-router';
import { messages } from '../../../../domain/messages';
import { LOCATION_MESSAGES, requestLocation, useLocationStore } from '../../../stores/location-store';
import { formatDistance, refreshNearbyStores, sortByDistance, useStores } from '../data';

/** "Lojas perto de mim": location is asked only when the shopper presses the button. */
export function NearbyStores({ limit = 4 }: { limit?: number }) {
  const { status, position } = useLocationStore();
  const stores = useStores();
  const nearby = position && stores ? sortByDistance(stores, position).slice(0, limit) : null;
  return (
    <section aria-labelledby="nearby-title" className="section">
      <h2 id="nearby-title">Lojas perto de mim</h2>
      {!position && (
        <>
          <p>Use sua localização para ver as barracas mais próximas. Ela fica só neste aparelho.</p>
          <button
            type="button"
            className="button button--small"
            disabled={status === 'asking'}
            onClick={() =>
              // Offline the device's copy of the stores is sorted as it is.
              void requestLocation()
                .then((at) => (at ? refreshNearbyStores() : undefined))
                .catch(() => undefined)
            }
          >
            {status === 'asking' ? 'Localizando…' : messages.screens.useMyLocation}
          </button>
          {(status === 'denied' || status === 'unavailable') && (
            <p className="form__error" role="alert">
              {LOCATION_MESSAGES[status]}
            </p>
          )}
        </>
      )}
      {nearby &&
        (nearby.length === 0 ? (
          <p className="empty">Nenhuma loja carregada ainda.</p>
        ) : (
          <ul className="store-list">
            {nearby.map((store) => (
              <li key={store.id} className="store-row">
                <Link to="/stores/$id" params={{ id: String(store.id) }}>
                  {store.name}
                </Link>
                {store.distance !== null && (
                  <span className="store-row__distance">{formatDistance(store.distance)}</span>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
