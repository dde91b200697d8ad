import { useState } from 'react';
import { adminMessages } from '../../../../domain/api/admin';
import {
  FEATURE_FLAG_KEYS,
  type FeatureFlag,
  type FeatureFlagKey,
  featureFlagSchema,
  ROLLOUT_RANGE,
} from '../../../../domain/feature-flags';
import { toastSuccess } from '../../../stores/toast-store';
import { CheckboxField, NumberField, TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { ErrorState, ListSkeleton, PageHeader } from '../../../ui/page-state';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { AuditList } from '../audit-list';
import { type AdminSettings, saveFlag, useAdminSettings } from '../data';
import { CacheMetrics } from './cache-metrics';
import '../admin.css';

function FlagForm({
  flagKey,
  flag,
  onSaved,
}: {
  flagKey: FeatureFlagKey;
  flag: FeatureFlag;
  onSaved: () => void;
}) {
  const [enabled, setEnabled] = useState(flag.enabled);
  const [rollout, setRollout] = useState(String(flag.rolloutPercentage));
  const [description, setDescription] = useState(flag.description);
  const [whitelist, setWhitelist] = useState((flag.userWhitelist ?? []).join(', '));
  const flow = useValidatedSubmit(featureFlagSchema, async (data) => {
    await saveFlag(flagKey, data);
    toastSuccess(adminMessages.flagSaved);
    onSaved();
  });
  const forced = flagKey === 'clean-architecture-products';
  return (
    <Form
      aria-labelledby={`flag-${flagKey}`}
      onSubmit={() =>
        void flow.run({
          enabled,
          rolloutPercentage: rollout.trim() === '' ? Number.NaN : Number(rollout),
          description,
          userWhitelist: whitelist
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        })
      }
    >
      <h3 id={`flag-${flagKey}`}>
        <code>{flagKey}</code>
      </h3>
      {forced && <p>Sempre ligada a 100% (spec 001 §3): só a descrição e a lista podem mudar.</p>}
      <CheckboxField
        label="Ligada"
        checked={enabled}
        disabled={forced}
        onChange={(e) => setEnabled(e.target.checked)}
        error={flow.errors.enabled}
      />
      <NumberField
        label={`Porcentagem de usuários (${ROLLOUT_RANGE.min}–${ROLLOUT_RANGE.max})`}
        min={ROLLOUT_RANGE.min}
        max={ROLLOUT_RANGE.max}
        value={rollout}
        disabled={forced}
        onChange={(e) => setRollout(e.target.value)}
        error={flow.errors.rolloutPercentage}
      />
      <TextField
        label="Descrição"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={flow.errors.description}
      />
      <TextField
        label="Lista de usuários (ids separados por vírgula)"
        value={whitelist}
        onChange={(e) => setWhitelist(e.target.value)}
        error={flow.errors.userWhitelist}
      />
      <FormError message={flow.formError} />
      <SubmitButton busy={flow.busy} busyLabel="Salvando…" className="button button--small">
        Salvar
      </SubmitButton>
    </Form>
  );
}

const PAYMENT_MODE_LABELS: Record<AdminSettings['paymentMode'], string> = {
  live: 'Produção (live)',
  test: 'Teste (test)',
  unavailable: 'Indisponível (sem chaves do Stripe nem PAYMENTS_TEST_MODE)',
};

function Environment({ s }: { s: AdminSettings }) {
  return (
    <section className="section" aria-labelledby="env-title">
      <h2 id="env-title">Pagamentos, push e cadastro</h2>
      <p>Definidos pelas variáveis de ambiente do servidor (veja o README); mudam com um novo deploy.</p>
      <dl className="admin-facts">
        <dt>Modo de pagamento</dt>
        <dd>{PAYMENT_MODE_LABELS[s.paymentMode]}</dd>
        <dt>Push</dt>
        <dd>{s.pushProvider === 'fcm' ? 'Firebase Cloud Messaging' : 'Web Push (VAPID)'}</dd>
        <dt>Configuração de push</dt>
        <dd>
          {s.pushConfigValid ? 'Completa (vapidKey com 87 caracteres)' : 'Incompleta ou vapidKey inválida'}
        </dd>
        <dt>Cadastros por endereço por hora</dt>
        <dd>{s.registerLimitPerHour}</dd>
        <dt>Tentativas de login por endereço a cada 15 minutos</dt>
        <dd>{s.loginLimitPerAddress}</dd>
      </dl>
    </section>
  );
}

/**
 * /admin/settings: the environment's settings, the feature flags of spec 001 §3, editable, and the caches'
 * figures (flag cache-metrics).
 */
export function SettingsPage() {
  const settings = useAdminSettings();
  const s = settings.data;
  return (
    <div className="page">
      <PageHeader title="Configurações" />
      {!s ? (
        settings.error ? (
          <ErrorState title="Não foi possível carregar as configurações" message={settings.error} />
        ) : (
          <ListSkeleton rows={4} />
        )
      ) : (
        <>
          <Environment s={s} />
          <section className="section" aria-labelledby="flags-title">
            <h2 id="flags-title">Feature flags</h2>
            <p>As mudanças valem na hora para todos os servidores e apps abertos.</p>
            {FEATURE_FLAG_KEYS.map((key) => (
              <FlagForm
                key={`${key}-${JSON.stringify(s.featureFlags[key])}`}
                flagKey={key}
                flag={s.featureFlags[key]}
                onSaved={settings.refresh}
              />
            ))}
          </section>
          <CacheMetrics flagKey={JSON.stringify(s.featureFlags['cache-metrics'])} />
          <AuditList entries={s.audit} />
        </>
      )}
    </div>
  );
}
