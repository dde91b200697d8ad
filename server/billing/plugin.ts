/**
 * `app.billing`: the payment provider of this server — Stripe when STRIPE_SECRET_KEY is set; the local
 * test-mode provider when PAYMENTS_TEST_MODE is on (the default outside production), which delivers its
 * webhooks to this same app through app.inject (the same route, the same signature check, no network); else
 * none: a production server without keys never lets a test card activate a paid plan, and every payment call
 * answers 503 with the pt-BR text the subscription screen also shows.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { billingMessages } from '../../src/domain/billing';
import { HttpError } from '../http/errors';
import { createLocalProvider, type LocalProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { loadOrCreateLocalWebhookSecret } from './webhook-secret';

export interface BillingService {
  /** The provider in use; null when payments are unavailable. */
  provider: PaymentProvider | null;
  /** What the app is told (/api/stripe/config): live, test, or unavailable (no provider). */
  mode: PaymentProvider['mode'] | 'unavailable';
  /** The provider, or the 503 PAYMENTS_UNAVAILABLE every payment call answers without one. */
  require(): PaymentProvider;
  /** The local provider, when it is the one in use (its checkout page exists only then). */
  local: LocalProvider | null;
}

function billingWith(provider: PaymentProvider | null, local: LocalProvider | null): BillingService {
  return {
    provider,
    mode: provider?.mode ?? 'unavailable',
    require() {
      if (!provider) throw new HttpError(503, 'PAYMENTS_UNAVAILABLE', billingMessages.paymentsUnavailable);
      return provider;
    },
    local,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

export const WEBHOOK_PATH = '/api/billing/webhook';

export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    if (
      config.STRIPE_SECRET_KEY &&
      config.STRIPE_WEBHOOK_SECRET &&
      config.STRIPE_PRICE_FEIRA &&
      config.STRIPE_PRICE_FEIRA_PLUS
    ) {
      const provider = createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        prices: { feira: config.STRIPE_PRICE_FEIRA, 'feira-plus': config.STRIPE_PRICE_FEIRA_PLUS },
      });
      app.decorate('billing', billingWith(provider, null));
      return;
    }
    if (!config.PAYMENTS_TEST_MODE) {
      app.decorate('billing', billingWith(null, null));
      return;
    }
    const local = createLocalProvider({
      db: app.database.db,
      webhookSecret: await loadOrCreateLocalWebhookSecret(app.database.db),
      deliver: async (payload, signature) => {
        const res = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        if (res.statusCode !== 200)
          throw new Error(`webhook local recusou o evento: ${res.statusCode} ${res.body}`);
      },
    });
    app.decorate('billing', billingWith(local, local));
  },
  { name: 'billing' },
);
