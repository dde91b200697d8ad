import { useState } from 'react';
import { FREE_PLAN, PLANS, TRIAL_PLAN } from '../../../../domain/billing';

const FREE = PLANS[FREE_PLAN].name;

import { formatDate } from '../../../../domain/format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { SubscriptionView } from '../data';

function trialText(view: SubscriptionView): string | null {
  if (view.source !== 'trial' || view.trialDaysLeft === null) return null;
  const days = view.trialDaysLeft === 1 ? '1 dia' : `${view.trialDaysLeft} dias`;
  const until = view.trialEndsAt ? ` (até ${formatDate(view.trialEndsAt)})` : '';
  return `Faltam ${days} do seu teste grátis do plano ${PLANS[TRIAL_PLAN].name}${until}. Depois, sem assinatura, valem os limites do plano ${FREE} e nada do que você cadastrou é apagado.`;
}

function periodText(view: SubscriptionView): string | null {
  if (view.source !== 'subscription' || !view.currentPeriodEnd) return null;
  const end = formatDate(view.currentPeriodEnd);
  return view.cancelAtPeriodEnd
    ? `Cancelamento agendado: o plano ${view.plan.name} vale até ${end}. Depois valem os limites do plano ${FREE}.`
    : `Próxima renovação em ${end}.`;
}

/** The plan in force, why (subscription, trial, free), until when, and cancel / resume / the provider's portal. */
export function CurrentPlan({
  view,
  busy,
  onCancel,
  onResume,
  onPortal,
}: {
  view: SubscriptionView;
  busy: boolean;
  onCancel: () => Promise<unknown>;
  onResume: () => void;
  onPortal: () => void;
}) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const trial = trialText(view);
  const period = periodText(view);
  const live = view.source === 'subscription';
  // Without a payment provider nothing here can reach one: the plans section says why, no button fails.
  const actionable = live && view.checkoutAvailable;
  return (
    <section className="section current-plan" aria-labelledby="current-plan-title">
      <h2 id="current-plan-title">Plano atual</h2>
      <p className="current-plan__name">
        <strong>{view.plan.name}</strong> · {view.plan.priceLabel} ·{' '}
        <span className={`subscription-status subscription-status--${view.status}`}>{view.statusLabel}</span>
      </p>
      {trial && <p>{trial}</p>}
      {period && <p>{period}</p>}
      {view.status === 'past_due' && (
        <p className="state state--error" role="alert">
          O último pagamento não foi aprovado. O provedor tentará cobrar de novo; atualize seu cartão para não
          perder o plano.
        </p>
      )}
      {actionable && (
        <div className="form__actions">
          {view.cancelAtPeriodEnd ? (
            <button type="button" className="button" disabled={busy} onClick={onResume}>
              Retomar assinatura
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => setConfirmCancel(true)}
            >
              Cancelar no fim do período
            </button>
          )}
          {view.portalAvailable && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={onPortal}>
              Gerenciar pagamento
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title="Cancelar a assinatura?"
        confirmLabel="Cancelar no fim do período"
        cancelLabel="Manter assinatura"
        destructive
        onConfirm={onCancel}
        onClose={() => setConfirmCancel(false)}
      >
        <p>
          Seu plano {view.plan.name} continua até o fim do período já pago
          {view.currentPeriodEnd ? ` (${formatDate(view.currentPeriodEnd)})` : ''}. Depois valem os limites do
          plano {FREE}; nada do que você cadastrou é apagado.
        </p>
      </ConfirmDialog>
    </section>
  );
}
