/**
 * Reads the Stripe event shapes both providers send (checkout.session.completed, customer.subscription.*,
 * invoice.paid / invoice.payment_failed) into what the domain and the tables need. Fields are read defensively:
 * a webhook body is outside input even after its signature is checked (an API version may move a field), and
 * anything that cannot be read is ignored rather than half-applied.
 */
import {
  isPaidPlan,
  type PaidPlanId,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from '../../src/domain/billing';

export interface StripeEventLike {
  id: string;
  type: string;
  /** Unix seconds: the provider's timestamp that orders the events. */
  created: number;
  data: { object: Record<string, unknown> };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v)?.id);
const seconds = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : n * 1000;
};
const firstOf = (list: unknown): Obj | null => {
  const data = obj(list)?.data;
  return Array.isArray(data) ? obj(data[0]) : null;
};

/** The price names the plan; the metadata we set at checkout is the fallback (a price id rotated later). */
function planOf(
  priceId: string | null,
  metaPlan: string | null,
  planOfPrice: (priceId: string) => PaidPlanId | null,
): PaidPlanId | null {
  const byPrice = priceId ? planOfPrice(priceId) : null;
  if (byPrice) return byPrice;
  return metaPlan !== null && isPaidPlan(metaPlan) ? metaPlan : null;
}

export function isStripeEventLike(value: unknown): value is StripeEventLike {
  const v = obj(value);
  return Boolean(v && str(v.id) && str(v.type) && num(v.created) !== null && obj(obj(v.data)?.object));
}

const STATUS: Record<string, SubscriptionStatus | undefined> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  // Stripe's `unpaid` keeps the subscription but stops retrying: for Feira it is still a payment problem.
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

export interface SubscriptionFacts {
  subscriptionId: string;
  customerId: string;
  userId: number | null;
  event: SubscriptionEvent;
}

function userIdOf(metadata: unknown): number | null {
  const raw = str(obj(metadata)?.userId);
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** customer.subscription.created / updated / deleted. `incomplete` (first payment not done yet) is skipped. */
export function readSubscription(
  event: StripeEventLike,
  planOfPrice: (priceId: string) => PaidPlanId | null,
): SubscriptionFacts | null {
  const sub = event.data.object;
  const subscriptionId = str(sub.id);
  const customerId = idOf(sub.customer);
  const item = firstOf(sub.items);
  const priceId = idOf(item?.price);
  const metaPlan = str(obj(sub.metadata)?.plan);
  const plan = planOf(priceId, metaPlan, planOfPrice);
  if (!subscriptionId || !customerId || !plan) return null;
  // Since API 2025-03-31 the period lives on the items; older versions had it on the subscription.
  const currentPeriodEnd = seconds(item?.current_period_end) ?? seconds(sub.current_period_end);
  const at = event.created * 1000;
  const base = { subscriptionId, customerId, userId: userIdOf(sub.metadata) };
  if (event.type === 'customer.subscription.deleted') {
    return { ...base, event: { type: 'subscription.deleted', at, plan, currentPeriodEnd } };
  }
  const status = STATUS[String(sub.status)];
  if (!status) return null;
  return {
    ...base,
    event: {
      type: 'subscription.updated',
      at,
      plan,
      status,
      currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    },
  };
}

export interface InvoiceFacts {
  invoiceId: string;
  customerId: string | null;
  subscriptionId: string | null;
  userId: number | null;
  plan: PaidPlanId | null;
  /** BRL with two decimals (Stripe counts cents). */
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  issuedAt: Date;
  periodEnd: number | null;
  hostedUrl: string | null;
  event: SubscriptionEvent;
}

/** invoice.paid / invoice.payment_failed. */
export function readInvoice(
  event: StripeEventLike,
  planOfPrice: (priceId: string) => PaidPlanId | null,
): InvoiceFacts | null {
  const invoice = event.data.object;
  const invoiceId = str(invoice.id);
  if (!invoiceId) return null;
  const details = obj(obj(invoice.parent)?.subscription_details);
  // API 2025-03-31 moved the subscription under parent.subscription_details.
  const subscriptionId = idOf(details?.subscription) ?? idOf(invoice.subscription);
  const line = firstOf(invoice.lines);
  const priceId = idOf(obj(obj(line?.pricing)?.price_details)?.price) ?? idOf(line?.price);
  const metadata = details?.metadata ?? invoice.subscription_details;
  const metaPlan = str(obj(metadata)?.plan);
  const plan = planOf(priceId, metaPlan, planOfPrice);
  const paid = event.type === 'invoice.paid';
  const cents = num(paid ? invoice.amount_paid : invoice.amount_due) ?? 0;
  const periodEnd = seconds(obj(line?.period)?.end);
  const at = event.created * 1000;
  return {
    invoiceId,
    customerId: idOf(invoice.customer),
    subscriptionId,
    userId: userIdOf(metadata),
    plan,
    amount: Math.round(cents) / 100,
    currency: (str(invoice.currency) ?? 'brl').toUpperCase(),
    status: paid ? 'paid' : 'failed',
    issuedAt: new Date(seconds(invoice.created) ?? at),
    periodEnd,
    hostedUrl: str(invoice.hosted_invoice_url),
    event: paid ? { type: 'invoice.paid', at, periodEnd } : { type: 'invoice.payment_failed', at },
  };
}

/** checkout.session.completed: which of our sessions finished, and the customer it used. */
export function readCheckoutCompleted(
  event: StripeEventLike,
): { sessionId: string; customerId: string | null } | null {
  const session = event.data.object;
  const sessionId = str(session.id);
  return sessionId ? { sessionId, customerId: idOf(session.customer) } : null;
}
