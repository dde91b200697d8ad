/**
 * Subscriptions and payments. A subscription belongs to the seller's account and its plan's limits
 * apply to each of the seller's stores. Rows here change only from verified provider webhooks (billing_events
 * makes each event count once); the checkout sessions remember who asked for what, for /payment/callback.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAID_PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../../src/domain/billing';
import { createdAt, money, updatedAt } from './columns';
import { users } from './users';

const PROVIDERS = ['local', 'stripe'] as const;
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    /** Stripe's sub_… (or the local provider's); each provider subscription is one row. */
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id').notNull(),
    plan: text('plan', { enum: PAID_PLAN_IDS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The provider's timestamp of the last event applied: older events change nothing. */
    lastEventAt: at('last_event_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** Stripe's cs_… or the local provider's own random id (a capability: it is all the test page needs). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    plan: text('plan', { enum: PAID_PLAN_IDS }).notNull(),
    /** Set by the verified checkout.session.completed (complete) or by giving up (expired). */
    status: text('status', { enum: ['open', 'requires_action', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    /** The local provider's last refusal (declined card), shown on its page. */
    lastError: text('last_error'),
    providerCustomerId: text('provider_customer_id'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

export const invoices = pgTable(
  'invoices',
  {
    /** The provider's invoice id (in_…). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerSubscriptionId: text('provider_subscription_id'),
    plan: text('plan', { enum: PAID_PLAN_IDS }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'open', 'failed', 'void'] }).notNull(),
    periodEnd: at('period_end'),
    hostedUrl: text('hosted_url'),
    /** The provider's creation time of the invoice. */
    issuedAt: at('issued_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.issuedAt)],
);

/** Every provider event applied, by its id: a redelivery finds its row and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  providerCreatedAt: at('provider_created_at').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
