/**
 * The Stripe objects and events the local test-mode provider sends: the same fields Stripe's API version
 * 2025-03-31 and later put where stripe-events.ts reads them (period on the subscription item, the invoice's
 * subscription under parent.subscription_details), so one webhook path serves both providers.
 */
import { randomBytes } from 'node:crypto';
import { type PaidPlanId, PLANS } from '../../src/domain/billing';
import type { StripeEventLike } from './stripe-events';

export const LOCAL_PERIOD_DAYS = 30;
const DAY_S = 86_400;

export const localPriceId = (plan: PaidPlanId) => `price_local_${plan.replace('-', '_')}`;
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const cents = (plan: PaidPlanId) => Math.round(PLANS[plan].priceMonthly * 100);

export interface LocalSubscription {
  id: string;
  customer: string;
  userId: number;
  plan: PaidPlanId;
  status: 'active' | 'past_due' | 'canceled';
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export function subscriptionObject(s: LocalSubscription): Record<string, unknown> {
  const metadata = { userId: String(s.userId), plan: s.plan };
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    created: s.created,
    currency: 'brl',
    livemode: false,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: s.currentPeriodStart,
          current_period_end: s.currentPeriodEnd,
          price: {
            id: localPriceId(s.plan),
            object: 'price',
            currency: 'brl',
            unit_amount: cents(s.plan),
            recurring: { interval: 'month', interval_count: 1 },
            lookup_key: s.plan,
          },
        },
      ],
    },
  };
}

export function invoiceObject(
  s: LocalSubscription,
  input: { id: string; paid: boolean; created: number },
): Record<string, unknown> {
  const amount = cents(s.plan);
  return {
    id: input.id,
    object: 'invoice',
    customer: s.customer,
    status: input.paid ? 'paid' : 'open',
    currency: 'brl',
    amount_due: amount,
    amount_paid: input.paid ? amount : 0,
    created: input.created,
    hosted_invoice_url: null,
    livemode: false,
    billing_reason: 'subscription_create',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: s.id, metadata: { userId: String(s.userId), plan: s.plan } },
    },
    lines: {
      object: 'list',
      data: [
        {
          object: 'line_item',
          amount,
          currency: 'brl',
          period: { start: s.currentPeriodStart, end: s.currentPeriodEnd },
          pricing: { type: 'price_details', price_details: { price: localPriceId(s.plan) } },
        },
      ],
    },
  };
}

export function checkoutSessionObject(input: {
  id: string;
  customer: string;
  subscription: string;
  userId: number;
  plan: PaidPlanId;
}): Record<string, unknown> {
  return {
    id: input.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: input.customer,
    subscription: input.subscription,
    client_reference_id: String(input.userId),
    metadata: { userId: String(input.userId), plan: input.plan },
    amount_total: cents(input.plan),
    currency: 'brl',
    livemode: false,
  };
}

export function eventOf(
  id: string,
  type: string,
  created: number,
  object: Record<string, unknown>,
): StripeEventLike & Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const periodEndFrom = (start: number) => start + LOCAL_PERIOD_DAYS * DAY_S;
