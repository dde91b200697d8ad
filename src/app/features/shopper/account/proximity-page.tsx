import { useEffect, useRef, useState } from 'react';
import {
  PROXIMITY_RADIUS,
  type ProximityCheckResult,
  proximityPreferencesSchema,
} from '../../../../domain/api/proximity';
import { STALE_TIME_MS } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import { toastSuccess } from '../../../stores/toast-store';
import { errorMessage } from '../../../ui/error-message';
import { NumberField } from '../../../ui/fields';
import { Form } from '../../../ui/form';
import { ErrorState, ListSkeleton, PageHeader } from '../../../ui/page-state';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { checkProximity, useProximityPreferences } from '../data';
import './account.css';

/** How often a watching page may ask the server; the server also limits to one notice per store per day. */
const CHECK_EVERY_MS = 60_000;

export function ProximityPage() {
  const { prefs, error, reload, save } = useProximityPreferences();
  const [radius, setRadius] = useState<string>(String(PROXIMITY_RADIUS.default));
  const [result, setResult] = useState<ProximityCheckResult | null>(null);
  const [watching, setWatching] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const lastCheck = useRef(0);
  // The journeys announce a refused radius as a toast too, besides the message at the field.
  const { errors, run } = useValidatedSubmit(
    proximityPreferencesSchema,
    async (data) => {
      await save(data);
      toastSuccess(data.enabled ? 'Avisos por proximidade ativados' : 'Avisos por proximidade desativados');
      if (!data.enabled) setWatching(false);
    },
    { toastInvalid: true },
  );

  useEffect(() => {
    if (prefs) setRadius(String(prefs.radiusMeters));
  }, [prefs]);

  useEffect(() => {
    if (!watching || !('geolocation' in navigator)) return;
    const id = navigator.geolocation.watchPosition(
      async (p) => {
        if (Date.now() - lastCheck.current < CHECK_EVERY_MS) return;
        lastCheck.current = Date.now();
        try {
          setResult(await checkProximity(p.coords.latitude, p.coords.longitude));
        } catch (e) {
          setGeoError(errorMessage(e));
        }
      },
      (e) =>
        setGeoError(
          e.code === e.PERMISSION_DENIED ? messages.location.deniedForNotices : messages.location.unavailable,
        ),
      { enableHighAccuracy: false, maximumAge: STALE_TIME_MS.location, timeout: 20_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [watching]);

  if (error)
    return (
      <div className="page">
        <ErrorState
          title="Não foi possível carregar suas preferências"
          message={error}
          onRetry={() => void reload()}
        />
      </div>
    );
  if (!prefs)
    return (
      <div className="page" aria-busy="true">
        <ListSkeleton rows={3} />
      </div>
    );

  const submit = (enabled: boolean) => run({ enabled, radiusMeters: Number(radius) });

  return (
    <div className="page">
      <PageHeader title="Avisos por proximidade">
        <p>
          Receba uma notificação quando passar perto de uma loja que você segue e que esteja com promoção
          ativa. No máximo um aviso por loja por dia.
        </p>
      </PageHeader>
      {/* noValidate: the browser's own min/max bubble is not Portuguese and never reaches the domain rule. */}
      <Form onSubmit={() => void submit(true)}>
        <p>
          Situação:{' '}
          <strong>{prefs.enabled ? `Ativado (raio de ${prefs.radiusMeters} m)` : 'Desativado'}</strong>
        </p>
        <NumberField
          label="Raio em metros"
          min={PROXIMITY_RADIUS.min}
          max={PROXIMITY_RADIUS.max}
          step={50}
          value={radius}
          error={errors.radiusMeters}
          onChange={(e) => setRadius(e.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button">
            {prefs.enabled ? 'Salvar raio' : 'Ativar avisos'}
          </button>
          {prefs.enabled && (
            <button type="button" className="button button--ghost" onClick={() => void submit(false)}>
              Desativar
            </button>
          )}
        </div>
      </Form>
      {prefs.enabled && (
        <section className="section" aria-labelledby="watch-title">
          <h2 id="watch-title">Verificar agora</h2>
          <p>Enquanto esta tela estiver aberta, sua localização é verificada no máximo uma vez por minuto.</p>
          <button
            type="button"
            className="button"
            onClick={() => setWatching(!watching)}
            aria-pressed={watching}
          >
            {watching ? 'Parar de verificar' : messages.screens.useMyLocation}
          </button>
          {geoError && (
            <p className="form__error" role="alert">
              {geoError}
            </p>
          )}
          {result && (
            <div role="status">
              {result.nearby.length === 0 ? (
                <p>Nenhuma loja favorita com promoção no raio escolhido.</p>
              ) : (
                <ul className="store-list">
                  {result.nearby.map((s) => (
                    <li key={s.storeId} className="store-row">
                      {s.storeName} — {Math.round(s.distanceMeters)} m
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
