/**
 * Applies one verified provider event, exactly once: the event id goes into billing_events in the same
 * transaction as its effect, so a redelivery (Stripe retries, the local page submitted twice) finds the row and
 * changes nothing. Within a subscription, events take an advisory lock on its id and go through the domain's
 * state machine, which drops anything older than what was already applied.
 */
import { eq, sql } from 'drizzle-orm';
import { applySubscriptionEvent, type SubscriptionEvent } from '../../../src/domain/billing';
import type { PaymentProvider } from '../../billing/provider';
import {
  type InvoiceFacts,
  readCheckoutCompleted,
  readInvoice,
  readSubscription,
  type StripeEventLike,
} from '../../billing/stripe-events';
import type { Database, Tx } from '../../db/client';
import { billingEvents, checkoutSessions, invoices, subscriptions, users } from '../../db/schema';
import { rowToState } from './subscriptions';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';
type ProviderInfo = Pick<PaymentProvider, 'kind' | 'planOfPrice'>;

const lockSubscription = (tx: Tx, subscriptionId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${subscriptionId}`}))`);

/** The seller behind a customer: from our metadata first, else from an earlier subscription or checkout. */
async function resolveUser(tx: Tx, userId: number | null, customerId: string | null): Promise<number | null> {
  if (userId !== null) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (user) return user.id;
  }
  if (!customerId) return null;
  const [sub] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId))
    .limit(1);
  if (sub) return sub.userId;
  const [checkout] = await tx
    .select({ userId: checkoutSessions.userId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerCustomerId, customerId))
    .limit(1);
  return checkout?.userId ?? null;
}

async function applyToSubscription(
  tx: Tx,
  provider: ProviderInfo,
  facts: {
    subscriptionId: string;
    customerId: string | null;
    userId: number | null;
    event: SubscriptionEvent;
  },
): Promise<WebhookOutcome> {
  await lockSubscription(tx, facts.subscriptionId);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, facts.subscriptionId));
  const state = row ? rowToState(row) : null;
  const next = applySubscriptionEvent(state, facts.event);
  if (!next || next === state) return 'ignored';
  const columns = {
    plan: next.plan,
    status: next.status,
    currentPeriodEnd: next.currentPeriodEnd === null ? null : new Date(next.currentPeriodEnd),
    cancelAtPeriodEnd: next.cancelAtPeriodEnd,
    lastEventAt: new Date(next.lastEventAt),
  };
  if (row) {
    await tx
      .update(subscriptions)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id));
    return 'applied';
  }
  const userId = await resolveUser(tx, facts.userId, facts.customerId);
  if (userId === null || !facts.customerId) return 'ignored';
  await tx.insert(subscriptions).values({
    ...columns,
    userId,
    provider: provider.kind,
    providerSubscriptionId: facts.subscriptionId,
    providerCustomerId: facts.customerId,
  });
  return 'applied';
}

async function recordInvoice(tx: Tx, facts: InvoiceFacts, userId: number): Promise<void> {
  const values = {
    id: facts.invoiceId,
    userId,
    providerSubscriptionId: facts.subscriptionId,
    plan: facts.plan,
    amount: facts.amount,
    currency: facts.currency,
    status: facts.status,
    periodEnd: facts.periodEnd === null ? null : new Date(facts.periodEnd),
    hostedUrl: facts.hostedUrl,
    issuedAt: facts.issuedAt,
  };
  // A paid invoice stays paid: a failed attempt delivered after the payment that followed it changes nothing.
  await tx
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.id,
      set: {
        status: sql`case when ${invoices.status} = 'paid' then 'paid' else excluded.status end`,
        amount: sql`case when ${invoices.status} = 'paid' then ${invoices.amount} else excluded.amount end`,
        hostedUrl: sql`coalesce(excluded.hosted_url, ${invoices.hostedUrl})`,
        updatedAt: new Date(),
      },
    });
}

export async function applyWebhookEvent(
  database: Database,
  provider: ProviderInfo,
  event: StripeEventLike,
): Promise<WebhookOutcome> {
  return database.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, providerCreatedAt: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed': {
        const facts = readCheckoutCompleted(event);
        if (!facts) return 'ignored';
        const done = await tx
          .update(checkoutSessions)
          .set({
            status: 'complete',
            lastError: null,
            providerCustomerId: sql`coalesce(${facts.customerId}, ${checkoutSessions.providerCustomerId})`,
            updatedAt: new Date(),
          })
          .where(eq(checkoutSessions.id, facts.sessionId))
          .returning({ id: checkoutSessions.id });
        return done.length > 0 ? 'applied' : 'ignored';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const facts = readSubscription(event, provider.planOfPrice);
        return facts ? applyToSubscription(tx, provider, facts) : 'ignored';
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const facts = readInvoice(event, provider.planOfPrice);
        if (!facts) return 'ignored';
        let userId: number | null = null;
        if (facts.subscriptionId) {
          await lockSubscription(tx, facts.subscriptionId);
          const [sub] = await tx
            .select({ userId: subscriptions.userId })
            .from(subscriptions)
            .where(eq(subscriptions.providerSubscriptionId, facts.subscriptionId));
          userId = sub?.userId ?? null;
        }
        userId ??= await resolveUser(tx, facts.userId, facts.customerId);
        if (userId === null) return 'ignored';
        await recordInvoice(tx, facts, userId);
        if (facts.subscriptionId) {
          await applyToSubscription(tx, provider, { ...facts, subscriptionId: facts.subscriptionId });
        }
        return 'applied';
      }
      default:
        return 'ignored';
    }
  });
}
