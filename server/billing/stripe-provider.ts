/**
 * Stripe, through the official package: Checkout Sessions in subscription mode, the customer portal, and
 * subscription updates (cancel at period end, change of price). Stripe answers with webhooks, which the route
 * verifies with `webhooks.constructEvent`; nothing here changes a plan.
 */
import Stripe from 'stripe';
import type { PaidPlanId } from '../../src/domain/billing';
import { billingMessages } from '../../src/domain/billing';
import { HttpError } from '../http/errors';
import { callbackUrl, type PaymentProvider } from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlanId, string>;
  /** Tests inject a recorded-response client; production uses the package's default. */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

/** A Stripe failure is the provider's, not the seller's: 502 with a text they can act on (try again). */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new HttpError(502, 'PAYMENT_PROVIDER_ERROR', billingMessages.providerUnavailable);
    }
    throw error;
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    maxNetworkRetries: 2,
    appInfo: { name: 'Feira' },
  });
  const plans = new Map(Object.entries(options.prices).map(([plan, price]) => [price, plan as PaidPlanId]));
  return {
    kind: 'stripe',
    mode: /^(sk|rk)_live_/.test(options.secretKey) ? 'live' : 'test',
    webhookSecret: options.webhookSecret,
    planOfPrice: (priceId) => plans.get(priceId) ?? null,

    createCheckout: ({ userId, email, plan, customerId, origin }) =>
      call(async () => {
        const metadata = { userId: String(userId), plan };
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: options.prices[plan], quantity: 1 }],
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          client_reference_id: String(userId),
          metadata,
          subscription_data: { metadata },
          locale: 'pt-BR',
          success_url: callbackUrl(origin, '{CHECKOUT_SESSION_ID}'),
          cancel_url: `${origin}/seller/subscription`,
        });
        if (!session.url)
          throw new HttpError(502, 'PAYMENT_PROVIDER_ERROR', billingMessages.providerUnavailable);
        const customer =
          typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
        return { sessionId: session.id, url: session.url, customerId: customer };
      }),

    checkoutStatus: (sessionId) =>
      call(async () => {
        const status: string | null = (await stripe.checkout.sessions.retrieve(sessionId)).status;
        return status === 'complete' || status === 'expired' ? status : 'open';
      }),

    createPortal: (customerId, returnUrl) =>
      call(
        async () =>
          (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
      ),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      call(async () => {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      }),

    changePlan: (subscriptionId, plan) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const item = subscription.items.data[0];
        if (!item) throw new HttpError(502, 'PAYMENT_PROVIDER_ERROR', billingMessages.providerUnavailable);
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: options.prices[plan] }],
          proration_behavior: 'create_prorations',
          metadata: { ...subscription.metadata, plan },
        });
      }),
  };
}
