import { useState } from 'react';
import { isPaidPlan } from '../../../../domain/billing';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { errorMessage } from '../../../ui/error-message';
import { ErrorState, ListSkeleton, OfflineNotice, PageHeader } from '../../../ui/page-state';
import { useOnline } from '../../../ui/use-online';
import {
  cancelSubscription,
  changePlan,
  openPortal,
  type PlanWire,
  resumeSubscription,
  type SubscriptionView,
  startCheckout,
  useSubscription,
} from '../data';
import { CurrentPlan } from './current-plan';
import { InvoiceList } from './invoice-list';
import { PlanChoices } from './plan-choices';
import { UsageTables } from './usage-table';
import './subscription.css';

const OFFLINE_TEXT = 'A assinatura é consultada no provedor de pagamento: conecte-se à internet para vê-la.';

/**
 * /seller/subscription (all the seller's stores) and /seller/stores/{storeId}/subscription (one store): the plan,
 * the trial, usage against the limits, the plans to move to, and the invoices. The plan shown is always the
 * server's; an action's answer replaces it, and a checkout leaves for the provider's page.
 */
export function SubscriptionPage({ storeId }: { storeId?: number }) {
  const online = useOnline();
  const { view, invoices, plans, error, reload, replace } = useSubscription(storeId);
  const [busy, setBusy] = useState(false);

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (e) {
      toastError('Erro na assinatura', errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const applied = async (answer: Promise<{ message: string; subscription: SubscriptionView }>) => {
    const { message, subscription } = await answer;
    replace(subscription);
    toastSuccess(message);
  };

  const checkout = (plan: PlanWire) =>
    act(async () => {
      if (!isPaidPlan(plan.id)) return;
      const { url } = await startCheckout(plan.id);
      // Leaving for the provider's page: the busy state stays until the browser goes.
      window.location.assign(url);
    });

  const title = storeId === undefined ? 'Assinatura' : 'Assinatura da loja';
  if (!view) {
    return (
      <div className="page subscription-page">
        <PageHeader title={title} />
        {error ? (
          online ? (
            <ErrorState
              title="Não foi possível carregar sua assinatura"
              message={error}
              onRetry={() => void reload()}
            />
          ) : (
            <OfflineNotice>{OFFLINE_TEXT}</OfflineNotice>
          )
        ) : (
          <div aria-busy="true">
            <ListSkeleton rows={3} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="page subscription-page">
      <PageHeader title={title}>
        <p>Os limites do plano valem para cada uma das suas lojas; a assinatura é uma só, da sua conta.</p>
      </PageHeader>
      {!online && <OfflineNotice>{OFFLINE_TEXT}</OfflineNotice>}
      <CurrentPlan
        view={view}
        busy={busy}
        onCancel={() => act(() => applied(cancelSubscription()))}
        onResume={() => void act(() => applied(resumeSubscription()))}
        onPortal={() =>
          void act(async () => {
            window.location.assign((await openPortal()).url);
          })
        }
      />
      <section className="section" aria-labelledby="usage-title">
        <h2 id="usage-title">Uso do plano</h2>
        <UsageTables stores={view.stores} />
      </section>
      <section className="section" aria-labelledby="plans-title">
        <h2 id="plans-title">Planos</h2>
        {plans ? (
          <PlanChoices
            view={view}
            plans={plans}
            busy={busy || !online}
            onCheckout={(plan) => void checkout(plan)}
            onChange={(plan) => act(() => applied(changePlan(plan.id)))}
          />
        ) : null}
      </section>
      <section className="section" aria-labelledby="invoices-title">
        <h2 id="invoices-title">Faturas</h2>
        <InvoiceList invoices={invoices} />
      </section>
    </div>
  );
}
