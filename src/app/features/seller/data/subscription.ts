/**
 * The seller's subscription screens read and write through here. Online only: the plan is the
 * payment provider's word, so an offline screen says so instead of showing a stale plan as if it were current.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  cancelSubscription,
  changePlan,
  fetchCheckoutStatus,
  fetchInvoices,
  fetchPlans,
  fetchSubscription,
  openPortal,
  resumeSubscription,
  startCheckout,
} from '../../../../data/billing';
import type { InvoiceWire, PlanWire, SubscriptionView } from '../../../../domain/billing/api';
import { errorMessage } from '../../../ui/error-message';

export type { CheckoutStatus, InvoiceWire, PlanWire, SubscriptionView } from '../../../../domain/billing/api';
export { cancelSubscription, changePlan, fetchCheckoutStatus, openPortal, resumeSubscription, startCheckout };

interface SubscriptionState {
  view: SubscriptionView | null;
  invoices: InvoiceWire[] | null;
  plans: PlanWire[] | null;
  error: string | null;
}

/** The subscription (all stores, or one), the invoices and the plans; `replace` takes the view an action answered with. */
export function useSubscription(storeId?: number) {
  const [state, setState] = useState<SubscriptionState>({
    view: null,
    invoices: null,
    plans: null,
    error: null,
  });
  const load = useCallback(async () => {
    try {
      const [view, { invoices }, { plans }] = await Promise.all([
        fetchSubscription(storeId),
        fetchInvoices(),
        fetchPlans(),
      ]);
      setState({ view, invoices, plans, error: null });
    } catch (e) {
      setState((s) => ({ ...s, error: errorMessage(e) }));
    }
  }, [storeId]);
  useEffect(() => {
    void load();
  }, [load]);
  const replace = useCallback(
    (view: SubscriptionView) => {
      setState((s) => ({ ...s, view }));
      // A change may have produced an invoice (a new period, a proration).
      void load();
    },
    [load],
  );
  return { ...state, reload: load, replace };
}
