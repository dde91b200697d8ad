/**
 * The seller's subscription screens read and write through here. Online only: the plan is the
 * payment provider's word, so an offline screen says so instead of showing a stale plan as if it were current.
 */
import { useCallback } from 'react';
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
import type { SubscriptionView } from '../../../../domain/billing/api';
import { useOnlineRead } from '../../../reads/online-read';

export type { CheckoutStatus, InvoiceWire, PlanWire, SubscriptionView } from '../../../../domain/billing/api';
export { cancelSubscription, changePlan, openPortal, resumeSubscription, startCheckout };

/** The subscription (all stores, or one), the invoices and the plans; `replace` takes the view an action answered with. */
export function useSubscription(storeId?: number) {
  const { data, error, refresh, setData } = useOnlineRead(`subscription:${storeId ?? 'all'}`, async () => {
    const [view, { invoices }, { plans }] = await Promise.all([
      fetchSubscription(storeId),
      fetchInvoices(),
      fetchPlans(),
    ]);
    return { view, invoices, plans };
  });
  const replace = useCallback(
    (view: SubscriptionView) => {
      if (data) setData({ ...data, view });
      // A change may have produced an invoice (a new period, a proration).
      refresh();
    },
    [data, setData, refresh],
  );
  return {
    view: data?.view ?? null,
    invoices: data?.invoices ?? null,
    plans: data?.plans ?? null,
    error,
    reload: refresh,
    replace,
  };
}

/** The checkout's result as the server knows it (from the verified webhook); `refresh` asks again. */
export const useCheckoutStatus = (sessionId: string) =>
  useOnlineRead(`checkout:${sessionId}`, () => fetchCheckoutStatus(sessionId));
