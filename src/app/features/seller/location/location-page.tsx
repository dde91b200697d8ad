import { useCallback, useState } from 'react';
import { sellerMessages } from '../../../../domain/api/seller';
import { messages } from '../../../../domain/messages';
import { SelectField, TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { EmptyState, PageHeader } from '../../../ui/page-state';
import { RecordChangedNotice } from '../../../ui/record-changed-notice';
import { useForm } from '../../../ui/use-form';
import { useRecordDraft } from '../../../ui/use-record-draft';
import { focusFirstField } from '../../../ui/write-status';
import { CatalogueLoading } from '../catalogue-loading';
import {
  locationFormSchema,
  type RecordWriteState,
  reapplyStore,
  refusedEdit,
  reportWrite,
  type SellerStoreRow,
  storeEditPath,
  updateStoreLocation,
  useRecordWrite,
  useSellerStores,
} from '../data';
import { RecordStatus } from '../record-status';
import { StoreComparison } from '../store-comparison';
import { CoordinatePreview } from './coordinate-preview';
import '../seller.css';

const GEO_ERRORS: Record<number, string> = {
  1: 'Permissão de localização negada. Digite as coordenadas ou libere a localização nas configurações.',
  2: 'Não foi possível obter a localização do aparelho. Tente de novo ao ar livre ou digite as coordenadas.',
  3: 'A localização demorou demais. Tente de novo ou digite as coordenadas.',
};

type LocationValues = { address: string; latitude: string; longitude: string };

const LOCATION_LABELS = { address: 'Endereço', latitude: 'Latitude', longitude: 'Longitude' } as const;

const locationValuesOf = (store: SellerStoreRow): LocationValues => ({
  address: store.address,
  latitude: store.latitude === null ? '' : String(store.latitude),
  longitude: store.longitude === null ? '' : String(store.longitude),
});

const FORM_ID = 'location-form';

/**
 * The store's address and coordinates. A newer version of the store arriving while the seller types (a save on
 * another device, a pull) keeps what was typed and says so, as every edit form does (useRecordDraft). Saving
 * waits for the server's answer before it says so; a refused location edit reopens here to be fixed.
 */
function LocationForm({ store, write }: { store: SellerStoreRow; write: RecordWriteState }) {
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const refused =
    write.refused && storeEditPath(write.refused) === '/location' ? refusedEdit(write.refused) : undefined;
  const shown = locationValuesOf({ ...store, ...refused } as SellerStoreRow);
  const form = useForm(
    locationFormSchema,
    shown,
    async (data) => {
      await draft.saving(() => reportWrite(updateStoreLocation(store, data), sellerMessages.storeUpdated));
    },
    { errorTitle: messages.sellerWrite.storeUpdateError },
  );
  const { setValues } = form;
  const draft = useRecordDraft<LocationValues>({
    record: shown,
    version: store.version ?? 0,
    values: form.values,
    setValues: useCallback((values: LocationValues) => setValues(values), [setValues]),
  });
  const lat = Number(form.values.latitude.replace(',', '.'));
  const lng = Number(form.values.longitude.replace(',', '.'));
  const locateDevice = () => {
    if (!navigator.geolocation) {
      setGeoError(GEO_ERRORS[2] ?? null);
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.setValues((v) => ({
          ...v,
          latitude: position.coords.latitude.toFixed(6),
          longitude: position.coords.longitude.toFixed(6),
        }));
      },
      (error) => {
        setLocating(false);
        setGeoError(GEO_ERRORS[error.code] ?? GEO_ERRORS[2] ?? null);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <Form id={FORM_ID} onSubmit={form.submit} aria-label="Localização da loja">
      <RecordChangedNotice
        what="Esta loja"
        feminine
        change={draft.change}
        labels={LOCATION_LABELS}
        show={(_key, value) => String(value ?? '')}
        onKeep={draft.keepMine}
        onTake={draft.takeTheirs}
      />
      <button type="button" className="button button--ghost" disabled={locating} onClick={locateDevice}>
        {locating ? 'Localizando…' : 'Usar a localização deste aparelho'}
      </button>
      {geoError && (
        <p className="field__error" role="alert">
          {geoError}
        </p>
      )}
      <TextField label="Endereço" {...form.field('address')} />
      <TextField label="Latitude" inputMode="decimal" {...form.field('latitude')} />
      <TextField label="Longitude" inputMode="decimal" {...form.field('longitude')} />
      {form.values.latitude !== '' &&
        form.values.longitude !== '' &&
        Number.isFinite(lat) &&
        Number.isFinite(lng) && <CoordinatePreview latitude={lat} longitude={lng} storeName={store.name} />}
      <FormError message={form.formError} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Salvando…">
          Salvar localização
        </SubmitButton>
      </div>
    </Form>
  );
}

/** /seller/settings/location: where shoppers find the stall, from the device or typed. */
export function LocationPage({ storeId }: { storeId?: number }) {
  const stores = useSellerStores();
  const [chosen, setChosen] = useState(storeId ? String(storeId) : '');
  if (stores === undefined || stores.length === 0) {
    return (
      <div className="page page--narrow">
        <PageHeader title="Localização da loja" />
        {stores ? <EmptyState title={messages.screens.registerStoreFirst} /> : <CatalogueLoading rows={3} />}
      </div>
    );
  }
  const store = stores.find((s) => String(s.id) === chosen) ?? stores[0];
  return <LocationOf stores={stores} store={store} onChoose={setChosen} />;
}

function LocationOf({
  stores,
  store,
  onChoose,
}: {
  stores: SellerStoreRow[];
  store: SellerStoreRow | undefined;
  onChoose: (id: string) => void;
}) {
  const write = useRecordWrite('sellerStore', store?.id ?? 0);
  return (
    <div className="page page--narrow">
      <PageHeader title="Localização da loja" />
      {stores.length > 1 && (
        <SelectField
          label="Loja"
          options={stores.map((s) => ({ value: String(s.id), label: s.name }))}
          value={String(store?.id ?? '')}
          onChange={(e) => onChoose(e.target.value)}
        />
      )}
      {store && (
        <RecordStatus
          write={write}
          subject={`loja ${store.name}`}
          onFix={() => focusFirstField(FORM_ID)}
          onApply={(refused) => reapplyStore(store, refused)}
          comparison={(refused) => <StoreComparison store={store} refused={refused} />}
        />
      )}
      {store && <LocationForm key={store.id} store={store} write={write} />}
    </div>
  );
}
