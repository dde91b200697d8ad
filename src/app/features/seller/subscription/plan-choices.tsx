import { useState } from 'react';
import {
  billingMessages,
  FREE_PLAN,
  PLANS,
  planChangeKind,
  planLimitLines,
} from '../../../../domain/billing';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { PlanWire, SubscriptionView } from '../data';

type Action = { kind: 'checkout' | 'change'; plan: PlanWire };

/**
 * What a plan card offers: checkout without a paid subscription, a change of plan with one; nothing while no
 * payment provider is configured.
 */
function actionFor(view: SubscriptionView, plan: PlanWire): Action | null {
  if (!view.checkoutAvailable) return null;
  if (view.source !== 'subscription') return plan.priceMonthly > 0 ? { kind: 'checkout', plan } : null;
  if (plan.id === view.plan.id && !view.cancelAtPeriodEnd) return null;
  if (plan.priceMonthly === 0 && view.cancelAtPeriodEnd) return null;
  return { kind: 'change', plan };
}

function actionLabel(view: SubscriptionView, action: Action): string {
  if (action.kind === 'checkout') return `Assinar ${action.plan.name}`;
  if (action.plan.id === view.plan.id) return `Manter ${action.plan.name}`;
  return planChangeKind(view.plan.id, action.plan.id) === 'upgrade'
    ? `Mudar para ${action.plan.name}`
    : `Reduzir para ${action.plan.name}`;
}

function confirmText(view: SubscriptionView, plan: PlanWire): string {
  if (plan.priceMonthly === 0) {
    return `Sua assinatura do plano ${view.plan.name} será cancelada no fim do período já pago. Depois disso valem os limites do plano ${PLANS[FREE_PLAN].name}; nada do que você cadastrou é apagado.`;
  }
  return `Seu plano passa a ser ${plan.name} (${plan.priceLabel}). A diferença do período atual é calculada pelo provedor de pagamento na próxima fatura.`;
}

/** The plans side by side, the current one marked, each with what it allows and what the seller can do. */
export function PlanChoices({
  view,
  plans,
  busy,
  onCheckout,
  onChange,
}: {
  view: SubscriptionView;
  plans: readonly PlanWire[];
  busy: boolean;
  onCheckout: (plan: PlanWire) => void;
  onChange: (plan: PlanWire) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState<PlanWire | null>(null);
  return (
    <>
      {!view.checkoutAvailable && (
        <p className="state plans-unavailable">{billingMessages.paymentsUnavailable}</p>
      )}
      <ul className="plan-cards">
        {plans.map((plan) => {
          const current = plan.id === view.plan.id;
          const action = actionFor(view, plan);
          const titleId = `plan-${plan.id}`;
          return (
            <li
              key={plan.id}
              className={current ? 'plan-card plan-card--current' : 'plan-card'}
              aria-labelledby={titleId}
            >
              <h3 id={titleId}>{plan.name}</h3>
              <p className="plan-card__price">{plan.priceLabel}</p>
              {current && (
                <p className="plan-card__badge">
                  {view.source === 'trial' ? 'Seu plano no período de teste' : 'Seu plano atual'}
                </p>
              )}
              <p>{plan.description}</p>
              <ul className="plan-card__limits">
                {planLimitLines(plan.limits).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {action && (
                <button
                  type="button"
                  className={action.kind === 'checkout' || current ? 'button' : 'button button--ghost'}
                  disabled={busy}
                  onClick={() => (action.kind === 'checkout' ? onCheckout(plan) : setConfirming(plan))}
                >
                  {actionLabel(view, action)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Mudar para o plano ${confirming.name}?` : ''}
        confirmLabel="Confirmar mudança"
        onConfirm={() => (confirming ? onChange(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming && confirmText(view, confirming)}</p>
      </ConfirmDialog>
    </>
  );
}
