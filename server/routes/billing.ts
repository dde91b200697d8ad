/**
 * Public side of billing: the plans, the provider's webhook, and the checkout result the
 * /payment/callback page reads. The webhook route lives in its own context with a raw-body parser: the
 * Stripe-Signature HMAC is over the exact bytes sent, which a parsed-and-restringified JSON would not be.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { SELLER_TRIAL_DAYS } from '../../src/domain/api/auth';
import { billingMessages, PLAN_IDS, TRIAL_PLAN } from '../../src/domain/billing';
import {
  checkoutSessionParamsSchema,
  checkoutStatusSchema,
  plansResponseSchema,
} from '../../src/domain/billing/api';
import { actorOf } from '../auth/access';
import { isStripeEventLike } from '../billing/stripe-events';
import { badRequest } from '../http/errors';
import { errorResponses } from '../http/route-kit';
import { checkoutStatus } from '../services/billing/seller-billing';
import { planWire } from '../services/billing/subscriptions';
import { applyWebhookEvent } from '../services/billing/webhook';

const webhookResultSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/billing/plans',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listPlans',
        summary: 'Lista os planos de assinatura',
        tags: ['pagamentos'],
        response: { 200: plansResponseSchema },
      },
    },
    () => ({ plans: PLAN_IDS.map(planWire), trialPlan: TRIAL_PLAN, trialDays: SELLER_TRIAL_DAYS }),
  );

  app.get(
    '/billing/checkout/:sessionId',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getCheckoutSession',
        summary: 'Retorna o estado de uma sessão de pagamento',
        tags: ['pagamentos'],
        params: checkoutSessionParamsSchema,
        response: { 200: checkoutStatusSchema, ...errorResponses },
      },
    },
    (request) => checkoutStatus(db, app.billing.require(), actorOf(request), request.params.sessionId),
  );

  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/billing/webhook',
      {
        config: { access: 'public' },
        bodyLimit: 256 * 1024,
        schema: {
          tags: ['pagamentos'],
          hide: true,
          response: { 200: webhookResultSchema, 400: errorResponses[400] },
        },
      },
      async (request) => {
        const raw = request.body;
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(raw) || typeof signature !== 'string') {
          throw badRequest(billingMessages.invalidSignature, 'INVALID_SIGNATURE');
        }
        let event: unknown;
        try {
          event = Stripe.webhooks.constructEvent(raw, signature, app.billing.require().webhookSecret);
        } catch {
          throw badRequest(billingMessages.invalidSignature, 'INVALID_SIGNATURE');
        }
        if (!isStripeEventLike(event)) throw badRequest(billingMessages.invalidPayload, 'INVALID_EVENT');
        const outcome = await applyWebhookEvent(app.database, app.billing.require(), event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing webhook');
        return { received: true as const, outcome };
      },
    );
  });
};
