/**
 * What a seller does with their subscription: start a checkout, cancel at period end, resume, change plan, open
 * the portal, and read a checkout's result. Each asks the provider; the plan itself changes only when the
 * provider's signed webhook arrives (with the local provider that happens before the call returns).
 */
import { and, eq } from 'drizzle-orm';
import {
  billingMessages,
  isPaidPlan,
  type PaidPlanId,
  type PlanId,
  planChangeKind,
} from '../../../src/domain/billing';
import type { CheckoutStatus } from '../../../src/domain/billing/api';
import type { Actor } from '../../auth/access';
import type { PaymentProvider } from '../../billing/provider';
import type { Db } from '../../db/client';
import { checkoutSessions, subscriptions, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { entitlementForUser } from './subscriptions';

/** Checkout sessions live as long as Stripe's do by default. */
const CHECKOUT_TTL_MS = 24 * 3_600_000;

async function liveSubscription(db: Db, userId: number) {
  const { entitlement, row } = await entitlementForUser(db, userId);
  return entitlement.source === 'subscription' && row ? row : null;
}

export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  actor: Actor,
  plan: PaidPlanId,
  origin: string,
): Promise<{ sessionId: string; url: string }> {
  if (await liveSubscription(db, actor.id))
    throw conflict(billingMessages.alreadySubscribed, 'ALREADY_SUBSCRIBED');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!user) throw notFound();
  // Reuse the provider's customer of an earlier subscription, so its invoices stay under one customer.
  const [previous] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, actor.id), eq(subscriptions.provider, provider.kind)))
    .limit(1);
  const checkout = await provider.createCheckout({
    userId: actor.id,
    email: user.email,
    plan,
    customerId: previous?.customerId ?? null,
    origin,
  });
  await db.insert(checkoutSessions).values({
    id: checkout.sessionId,
    userId: actor.id,
    provider: provider.kind,
    plan,
    providerCustomerId: checkout.customerId,
    expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
  });
  return { sessionId: checkout.sessionId, url: checkout.url };
}

async function requireLive(db: Db, userId: number) {
  const row = await liveSubscription(db, userId);
  if (!row) throw conflict(billingMessages.noSubscription, 'NO_SUBSCRIPTION');
  return row;
}

export async function cancelAtPeriodEnd(db: Db, provider: PaymentProvider, actor: Actor): Promise<string> {
  const row = await requireLive(db, actor.id);
  if (!row.cancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, true);
  return billingMessages.cancelScheduled(row.currentPeriodEnd?.getTime() ?? null);
}

export async function resumeSubscription(db: Db, provider: PaymentProvider, actor: Actor): Promise<string> {
  const row = await requireLive(db, actor.id);
  if (!row.cancelAtPeriodEnd) throw conflict(billingMessages.notCanceling, 'NOT_CANCELING');
  await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, false);
  return billingMessages.resumed;
}

/**
 * Paid → paid changes the subscription's price (Stripe prorates); paid → Grátis is a cancellation at period
 * end. Without a paid subscription there is nothing to change: the seller goes through checkout.
 */
export async function changePlan(
  db: Db,
  provider: PaymentProvider,
  actor: Actor,
  plan: PlanId,
): Promise<string> {
  const row = await requireLive(db, actor.id);
  if (!isPaidPlan(plan)) return cancelAtPeriodEnd(db, provider, actor);
  if (planChangeKind(row.plan, plan) === 'same' && !row.cancelAtPeriodEnd) {
    throw conflict(billingMessages.samePlan, 'SAME_PLAN');
  }
  if (row.plan !== plan) await provider.changePlan(row.providerSubscriptionId, plan);
  if (row.cancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, false);
  return billingMessages.planChanged(plan);
}

export async function portalUrl(db: Db, provider: PaymentProvider, actor: Actor, returnUrl: string) {
  const row = (await entitlementForUser(db, actor.id)).row;
  const url = row ? await provider.createPortal(row.providerCustomerId, returnUrl) : null;
  if (!url) throw conflict(billingMessages.portalUnavailable, 'PORTAL_UNAVAILABLE');
  return url;
}

/**
 * success: the verified checkout.session.completed arrived; pending: the provider says it is paid but its
 * webhook is not here yet; failure: abandoned, expired or still unpaid.
 */
export async function checkoutStatus(
  db: Db,
  provider: PaymentProvider,
  actor: Actor,
  sessionId: string,
): Promise<CheckoutStatus> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!row || (row.userId !== actor.id && actor.role !== 'admin')) {
    throw notFound(billingMessages.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
  }
  let status: CheckoutStatus['status'] = 'failure';
  if (row.status === 'complete') status = 'success';
  else if (row.status !== 'expired' && (await provider.checkoutStatus(sessionId)) === 'complete')
    status = 'pending';
  const message =
    status === 'success'
      ? billingMessages.result.success(row.plan)
      : status === 'pending'
        ? billingMessages.result.pending
        : (row.lastError ?? billingMessages.result.failure);
  return { sessionId, status, plan: row.plan, message };
}
