/**
 * `app.billing`: the payment provider of this server — Stripe when STRIPE_SECRET_KEY is set, else the local
 * test-mode provider, which delivers its webhooks to this same app through app.inject (the same route, the
 * same signature check, no network).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalProvider, type LocalProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { loadOrCreateLocalWebhookSecret } from './webhook-secret';

export interface BillingService {
  provider: PaymentProvider;
  /** The local provider, when it is the one in use (its checkout page exists only then). */
  local: LocalProvider | null;
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
      app.decorate('billing', { provider, local: null });
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
    app.decorate('billing', { provider: local, local });
  },
  { name: 'billing' },
);
