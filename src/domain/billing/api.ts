/** Wire shapes of the billing API, shared by the server's routes and the seller screens. */
import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS } from './plans';
import { SUBSCRIPTION_STATUSES } from './subscription';

export const planIdSchema = z.enum(PLAN_IDS);
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS, {
  message: 'Escolha um plano pago: feira ou feira-plus',
});

const limit = z.number().int().nullable();
export const planLimitsSchema = z.object({
  products: limit,
  highlightedProducts: z.number().int(),
  activeCoupons: limit,
  activePromotions: limit,
  pushReach: limit,
});

export const planWireSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** BRL per month, two decimals. */
  priceMonthly: z.number(),
  priceLabel: z.string(),
  description: z.string(),
  limits: planLimitsSchema,
});
export type PlanWire = z.infer<typeof planWireSchema>;

export const plansResponseSchema = z.object({
  plans: z.array(planWireSchema),
  trialPlan: planIdSchema,
  trialDays: z.number().int(),
});

const usage = z.object({ used: z.number().int(), limit, label: z.string() });
export const storeUsageSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  usage: z.object({
    products: usage,
    highlightedProducts: usage,
    activeCoupons: usage,
    activePromotions: usage,
  }),
});

export const subscriptionViewSchema = z.object({
  plan: planWireSchema,
  status: z.enum([...SUBSCRIPTION_STATUSES, 'free']),
  statusLabel: z.string(),
  /** Where the plan comes from: a paid subscription, the seller trial, or nothing (free plan). */
  source: z.enum(['subscription', 'trial', 'free']),
  provider: z.enum(['local', 'stripe']).nullable(),
  trialEndsAt: z.iso.datetime().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The Stripe customer portal can be opened (cards, receipts). */
  portalAvailable: z.boolean(),
  /** A payment provider is configured: paid plans can be subscribed and changed. */
  checkoutAvailable: z.boolean(),
  stores: z.array(storeUsageSchema),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const checkoutRequestSchema = z.object({ plan: paidPlanIdSchema });
export const checkoutResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export const changePlanRequestSchema = z.object({ plan: planIdSchema });

/** Cancel, resume and change plan answer with the new view and a message for the toast. */
export const subscriptionActionResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionViewSchema,
});

export const portalResponseSchema = z.object({ url: z.string() });

export const invoiceWireSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** BRL, two decimals. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'open', 'failed', 'void']),
  statusLabel: z.string(),
  plan: planIdSchema.nullable(),
  periodEnd: z.iso.datetime().nullable(),
  /** The provider's receipt page (Stripe's hosted invoice), when there is one. */
  url: z.string().nullable(),
});
export type InvoiceWire = z.infer<typeof invoiceWireSchema>;
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceWireSchema) });

/** What /payment/callback reads: decided by the verified webhook, never by the browser's redirect. */
export const checkoutStatusSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['success', 'pending', 'failure']),
  plan: paidPlanIdSchema,
  message: z.string(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const checkoutSessionParamsSchema = z.object({ sessionId: z.string().min(1).max(255) });
