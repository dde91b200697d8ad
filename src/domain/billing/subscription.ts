/**
 * The subscription state machine: trialing → active → past_due → canceled, with the period end and
 * "cancel at period end". Provider events are applied in the order of the provider's own timestamps: an event
 * older than the last one applied changes nothing, so a webhook delivered late (or twice) cannot undo a newer
 * state. Pure: the server runs it inside the transaction that records the event.
 */
import { FREE_PLAN, type PaidPlanId, type PlanId, TRIAL_PLAN } from './plans';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where each status may go. Canceled is final: a seller who subscribes again gets a new subscription. */
const NEXT: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  trialing: ['trialing', 'active', 'past_due', 'canceled'],
  active: ['active', 'past_due', 'canceled'],
  past_due: ['past_due', 'active', 'canceled'],
  canceled: ['canceled'],
};

export const canTransition = (from: SubscriptionStatus, to: SubscriptionStatus): boolean =>
  NEXT[from].includes(to);

export interface SubscriptionState {
  plan: PaidPlanId;
  status: SubscriptionStatus;
  /** Epoch ms; null until the provider tells it. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The provider's timestamp (epoch ms) of the last event applied. */
  lastEventAt: number;
}

export type SubscriptionEvent =
  /** customer.subscription.created / updated: the provider's full view of the subscription. */
  | {
      type: 'subscription.updated';
      at: number;
      plan: PaidPlanId;
      status: SubscriptionStatus;
      currentPeriodEnd: number | null;
      cancelAtPeriodEnd: boolean;
    }
  /** customer.subscription.deleted: carries the subscription too, so it can be the first event we see. */
  | { type: 'subscription.deleted'; at: number; plan: PaidPlanId; currentPeriodEnd: number | null }
  | { type: 'invoice.paid'; at: number; periodEnd: number | null }
  | { type: 'invoice.payment_failed'; at: number };

/** Applies one event; returns the same object when the event changes nothing (older, or not allowed). */
export function applySubscriptionEvent(
  state: SubscriptionState | null,
  event: SubscriptionEvent,
): SubscriptionState | null {
  if (state && event.at < state.lastEventAt) return state;
  switch (event.type) {
    case 'subscription.updated': {
      const next: SubscriptionState = {
        plan: event.plan,
        status: event.status,
        currentPeriodEnd: event.currentPeriodEnd,
        cancelAtPeriodEnd: event.status === 'canceled' ? false : event.cancelAtPeriodEnd,
        lastEventAt: event.at,
      };
      if (!state) return next;
      return canTransition(state.status, event.status) ? next : state;
    }
    case 'subscription.deleted':
      return {
        plan: event.plan,
        status: 'canceled',
        currentPeriodEnd: event.currentPeriodEnd,
        cancelAtPeriodEnd: false,
        lastEventAt: event.at,
      };
    case 'invoice.paid':
      if (!state || state.status === 'canceled') return state;
      return {
        ...state,
        status: 'active',
        currentPeriodEnd: event.periodEnd ?? state.currentPeriodEnd,
        lastEventAt: event.at,
      };
    case 'invoice.payment_failed':
      if (!state || !canTransition(state.status, 'past_due')) return state;
      return { ...state, status: 'past_due', lastEventAt: event.at };
  }
}

export type EntitlementStatus = SubscriptionStatus | 'free';

/** What the seller may use right now, and why. */
export interface Entitlement {
  plan: PlanId;
  status: EntitlementStatus;
  source: 'subscription' | 'trial' | 'free';
  trialEndsAt: number | null;
  trialDaysLeft: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

const DAY_MS = 86_400_000;

/**
 * A paid subscription that is trialing, active or past due (Stripe keeps retrying the card: the seller keeps the
 * plan meanwhile) gives its plan, until a cancellation at period end is reached. Otherwise the 30-day seller
 * trial gives the trial plan. Otherwise the free plan: the seller keeps every product, coupon and promotion,
 * but cannot add more beyond the free limits.
 */
export function entitlementOf(
  subscription: SubscriptionState | null,
  trialEndsAt: number | null,
  now: number,
): Entitlement {
  const ended =
    subscription?.cancelAtPeriodEnd === true &&
    subscription.currentPeriodEnd !== null &&
    subscription.currentPeriodEnd <= now;
  if (subscription && subscription.status !== 'canceled' && !ended) {
    return {
      plan: subscription.plan,
      status: subscription.status,
      source: 'subscription',
      trialEndsAt,
      trialDaysLeft: null,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    };
  }
  if (trialEndsAt !== null && trialEndsAt > now) {
    return {
      plan: TRIAL_PLAN,
      status: 'trialing',
      source: 'trial',
      trialEndsAt,
      trialDaysLeft: Math.ceil((trialEndsAt - now) / DAY_MS),
      currentPeriodEnd: trialEndsAt,
      cancelAtPeriodEnd: false,
    };
  }
  return {
    plan: FREE_PLAN,
    status: 'free',
    source: 'free',
    trialEndsAt,
    trialDaysLeft: trialEndsAt === null ? null : 0,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  };
}
