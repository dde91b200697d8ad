/**
 * The local test-mode provider: Feira plays Stripe. Its checkout page (routes/test-checkout.ts) takes Stripe's
 * test cards; a successful payment is reported the way Stripe reports it — customer.subscription.created,
 * invoice.paid, checkout.session.completed — signed with the Stripe-Signature scheme and posted to the same
 * webhook route. Ids derive from the checkout session's, so paying the same session twice (a double submit)
 * sends the same event ids, and the webhook's exactly-once rule makes the second a no-op.
 */
import { and, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PaidPlanId } from '../../src/domain/billing';
import { billingMessages, testCheckoutMessages } from '../../src/domain/billing';
import type { Db } from '../db/client';
import { checkoutSessions, subscriptions } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import {
  checkoutSessionObject,
  eventOf,
  invoiceObject,
  type LocalSubscription,
  localId,
  localPriceId,
  nowSeconds,
  periodEndFrom,
  subscriptionObject,
} from './local-objects';
import type { PaymentProvider } from './provider';
import { type CardInput, checkTestCard } from './test-cards';

export interface LocalProviderDeps {
  db: Db;
  webhookSecret: string;
  /** Posts one signed event to the app's own webhook route, the path Stripe would call. */
  deliver(payload: string, signature: string): Promise<void>;
}

export type PayResult =
  | { kind: 'completed' }
  | { kind: 'requires_action' }
  | { kind: 'refused'; field: string | null; message: string };

export type LocalSessionRow = typeof checkoutSessions.$inferSelect;

export interface LocalProvider extends PaymentProvider {
  readonly kind: 'local';
  session(sessionId: string): Promise<LocalSessionRow | null>;
  pay(sessionId: string, card: CardInput): Promise<PayResult>;
  confirm(sessionId: string, approve: boolean): Promise<PayResult>;
  abandon(sessionId: string): Promise<void>;
}

const OPEN = ['open', 'requires_action'] as const;
const PLAN_OF_PRICE = new Map<string, PaidPlanId>([
  [localPriceId('feira'), 'feira'],
  [localPriceId('feira-plus'), 'feira-plus'],
]);

export function createLocalProvider(deps: LocalProviderDeps): LocalProvider {
  const { db } = deps;

  async function send(event: ReturnType<typeof eventOf>) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
    await deps.deliver(payload, signature);
  }

  async function openSession(sessionId: string): Promise<LocalSessionRow> {
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (row?.provider !== 'local') throw notFound(billingMessages.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
    if (!(OPEN as readonly string[]).includes(row.status) || row.expiresAt.getTime() <= Date.now()) {
      throw conflict(billingMessages.checkoutClosed, 'CHECKOUT_CLOSED');
    }
    return row;
  }

  async function complete(row: LocalSessionRow): Promise<PayResult> {
    const key = row.id.replace(/^cs_test_local_/, '');
    const created = nowSeconds();
    const sub: LocalSubscription = {
      id: `sub_local_${key}`,
      customer: row.providerCustomerId ?? `cus_local_${key}`,
      userId: row.userId,
      plan: row.plan,
      status: 'active',
      created,
      currentPeriodStart: created,
      currentPeriodEnd: periodEndFrom(created),
      cancelAtPeriodEnd: false,
    };
    await send(
      eventOf(`evt_local_${key}_sub`, 'customer.subscription.created', created, subscriptionObject(sub)),
    );
    const invoice = invoiceObject(sub, { id: `in_local_${key}`, paid: true, created });
    await send(eventOf(`evt_local_${key}_inv`, 'invoice.paid', created, invoice));
    const session = checkoutSessionObject({ ...sub, id: row.id, subscription: sub.id });
    await send(eventOf(`evt_local_${key}_cs`, 'checkout.session.completed', created, session));
    return { kind: 'completed' };
  }

  async function refuse(row: LocalSessionRow, message: string, field: string | null): Promise<PayResult> {
    await db
      .update(checkoutSessions)
      .set({ status: 'open', lastError: message, updatedAt: new Date() })
      .where(and(eq(checkoutSessions.id, row.id), inArray(checkoutSessions.status, [...OPEN])));
    return { kind: 'refused', field, message };
  }

  /** Sends customer.subscription.updated for one of the local subscriptions, changed by `change`. */
  async function updateSubscription(subscriptionId: string, change: Partial<LocalSubscription>) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    if (row?.provider !== 'local' || row.status === 'canceled') {
      throw conflict(billingMessages.noSubscription, 'NO_SUBSCRIPTION');
    }
    const created = nowSeconds();
    const start = row.createdAt.getTime() / 1000;
    const sub: LocalSubscription = {
      id: row.providerSubscriptionId,
      customer: row.providerCustomerId,
      userId: row.userId,
      plan: row.plan,
      status: row.status === 'past_due' ? 'past_due' : 'active',
      created: Math.floor(start),
      currentPeriodStart: Math.floor(start),
      currentPeriodEnd: Math.floor((row.currentPeriodEnd?.getTime() ?? Date.now()) / 1000),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      ...change,
    };
    await send(eventOf(localId('evt'), 'customer.subscription.updated', created, subscriptionObject(sub)));
  }

  return {
    kind: 'local',
    mode: 'test',
    webhookSecret: deps.webhookSecret,
    planOfPrice: (priceId) => PLAN_OF_PRICE.get(priceId) ?? null,

    createCheckout: async ({ customerId, origin }) => {
      const sessionId = localId('cs_test');
      return {
        sessionId,
        url: `${origin}/api/test-checkout/${sessionId}`,
        customerId: customerId ?? localId('cus'),
      };
    },

    checkoutStatus: async (sessionId) => {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
      if (row?.status === 'complete' || row?.status === 'expired') return row.status;
      return 'open';
    },

    // The local provider has no portal: the subscription screen itself manages everything.
    createPortal: async () => null,
    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel }),
    changePlan: (subscriptionId, plan) => updateSubscription(subscriptionId, { plan }),

    session: async (sessionId) => {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
      return row?.provider === 'local' ? row : null;
    },

    pay: async (sessionId, card) => {
      const row = await openSession(sessionId);
      const check = checkTestCard(card);
      if (!check.ok) return refuse(row, check.message, check.field);
      if (check.outcome === 'declined') return refuse(row, testCheckoutMessages.cardDeclined, 'number');
      if (check.outcome === 'requires_action') {
        await db
          .update(checkoutSessions)
          .set({ status: 'requires_action', lastError: null, updatedAt: new Date() })
          .where(eq(checkoutSessions.id, row.id));
        return { kind: 'requires_action' };
      }
      return complete(row);
    },

    confirm: async (sessionId, approve) => {
      const row = await openSession(sessionId);
      if (row.status !== 'requires_action')
        return { kind: 'refused', field: null, message: billingMessages.checkoutClosed };
      return approve ? complete(row) : refuse(row, testCheckoutMessages.authenticationFailed, null);
    },

    abandon: async (sessionId) => {
      await db
        .update(checkoutSessions)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(checkoutSessions.id, sessionId), inArray(checkoutSessions.status, [...OPEN])));
    },
  };
}
