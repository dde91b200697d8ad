/**
 * The payment-provider boundary. Two real implementations speak Stripe's language: Stripe itself
 * (stripe-provider.ts) and the local test-mode provider (local-provider.ts) that Feira serves when no Stripe
 * key is configured. Both report through the same signed webhook with the same event shapes, so the code that
 * changes a seller's plan (services/billing/webhook.ts) never knows which one it is talking to.
 */
import type { PaidPlanId } from '../../src/domain/billing';

export interface CheckoutInput {
  userId: number;
  email: string;
  plan: PaidPlanId;
  /** The provider's customer of this seller, when an earlier checkout created one. */
  customerId: string | null;
  /** Where the browser comes back: PUBLIC_ORIGIN or the origin the request came to. */
  origin: string;
}

export interface ProviderCheckout {
  sessionId: string;
  url: string;
  customerId: string | null;
}

export type ProviderCheckoutStatus = 'open' | 'complete' | 'expired';

export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /** `live` only with a live Stripe key; the local provider is always a test. */
  readonly mode: 'test' | 'live';
  /** Secret of the Stripe-Signature HMAC on webhooks. */
  readonly webhookSecret: string;
  createCheckout(input: CheckoutInput): Promise<ProviderCheckout>;
  /** The provider's own word on a checkout (server to server), for a callback that arrives before the webhook. */
  checkoutStatus(sessionId: string): Promise<ProviderCheckoutStatus>;
  /** The provider's customer portal, or null when it has none (the local provider). */
  createPortal(customerId: string, returnUrl: string): Promise<string | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  changePlan(subscriptionId: string, plan: PaidPlanId): Promise<void>;
  /** The plan a price id stands for (webhooks name prices, not plans). */
  planOfPrice(priceId: string): PaidPlanId | null;
}

export const callbackUrl = (origin: string, sessionId: string) =>
  `${origin}/payment/callback?session_id=${sessionId}`;
