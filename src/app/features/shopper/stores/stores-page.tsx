import { LOCATION_MESSAGES, requestLocation, useLocationStore } from '../../../stores/location-store';
import { ListView } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { refreshNearbyStores, sortByDistance, useStores } from '../data';
import { StoreCard } from './store-card';

export function StoresPage() {
  const stores = useStores();
  const { status, position } = useLocationStore();
  const rows = stores ? sortByDistance(stores, position) : undefined;
  return (
    <div className="page">
      <PageHeader title="Lojas">
        {!position && (
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
            {status === 'asking' ? 'Localizando…' : 'Ordenar pela distância'}
          </button>
        )}
      </PageHeader>
      {(status === 'denied' || status === 'unavailable') && (
        <p className="form__error" role="alert">
          {LOCATION_MESSAGES[status]}
        </p>
      )}
      <ListView
        items={rows}
        empty="Nenhuma loja carregada ainda. Conecte-se à internet para ver as barracas."
      >
        {(list) => (
          <ul className="store-grid">
            {list.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} distance={store.distance} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
