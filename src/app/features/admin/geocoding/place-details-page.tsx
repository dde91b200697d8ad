import {
  GEOCODING_REASON_LABELS,
  geocodingMessages,
  PLACE_PRECISION_LABELS,
  placeCorrectionFormSchema,
} from '../../../../domain/api/admin-geocoding';
import { formatDateTime } from '../../../../domain/format';
import { toastSuccess } from '../../../stores/toast-store';
import { TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { BackLink, ErrorState, ListSkeleton, PageHeader } from '../../../ui/page-state';
import { useForm } from '../../../ui/use-form';
import { AuditList } from '../audit-list';
import { correctPlace, type PlaceDetail, useAdminPlace } from '../data';
import '../admin.css';
import { PointPreview } from './point-preview';

const text = (n: number | null) => (n === null ? '' : String(n));

function CorrectionForm({ detail, onDone }: { detail: PlaceDetail; onDone: (d: PlaceDetail) => void }) {
  const { place } = detail;
  const form = useForm(
    placeCorrectionFormSchema,
    { latitude: text(place.latitude), longitude: text(place.longitude) },
    async (point) => {
      onDone(await correctPlace(place.storeId, point));
      toastSuccess(geocodingMessages.pointSaved);
    },
  );
  return (
    <Form onSubmit={form.submit} aria-label="Corrigir o ponto">
      <TextField label="Latitude" inputMode="decimal" hint="Ex.: -23,5505" {...form.field('latitude')} />
      <TextField label="Longitude" inputMode="decimal" hint="Ex.: -46,6333" {...form.field('longitude')} />
      <FormError message={form.formError} />
      <SubmitButton busy={form.busy} busyLabel="Salvando…">
        Salvar ponto
      </SubmitButton>
    </Form>
  );
}

/** /admin/place-details/{id}: a store's address and point, where the point came from, its correction and history. */
export function PlaceDetailsPage({ id }: { id: number }) {
  const detail = useAdminPlace(id);
  const d = detail.data;
  if (!d) {
    return (
      <div className="page">
        <BackLink to="/admin/geocoding">Geocodificação</BackLink>
        {detail.error ? (
          <ErrorState title="Não foi possível carregar o local" message={detail.error} />
        ) : (
          <ListSkeleton rows={3} />
        )}
      </div>
    );
  }
  const p = d.place;
  return (
    <div className="page">
      <BackLink to="/admin/geocoding">Geocodificação</BackLink>
      <PageHeader title={`Local: ${p.name}`} />
      <dl className="admin-facts">
        <dt>Endereço</dt>
        <dd>
          {p.address}
          {p.neighborhood ? ` (${p.neighborhood})` : ''}, {p.city}/{p.state}
        </dd>
        <dt>Coordenadas</dt>
        <dd>
          {p.latitude !== null && p.longitude !== null ? `${p.latitude}, ${p.longitude}` : 'Sem coordenadas'}
        </dd>
        <dt>Origem</dt>
        <dd>{p.source ?? 'Informada pelo lojista'}</dd>
        <dt>Precisão</dt>
        <dd>{p.precision ? PLACE_PRECISION_LABELS[p.precision] : '—'}</dd>
        {p.label && (
          <>
            <dt>Resultado do geocodificador</dt>
            <dd>{p.label}</dd>
          </>
        )}
        {p.geocodedAt && (
          <>
            <dt>Definido em</dt>
            <dd>{formatDateTime(p.geocodedAt)}</dd>
          </>
        )}
        {p.reason && (
          <>
            <dt>Pendência</dt>
            <dd>{GEOCODING_REASON_LABELS[p.reason]}</dd>
          </>
        )}
      </dl>
      <PointPreview place={p} />
      <section className="section" aria-labelledby="place-correction-title">
        <h2 id="place-correction-title">Corrigir o ponto</h2>
        <CorrectionForm key={`${p.latitude},${p.longitude}`} detail={d} onDone={detail.setData} />
      </section>
      <AuditList entries={d.audit} />
    </div>
  );
}
