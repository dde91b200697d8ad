/**
 * The local test-mode provider's checkout, served only when no Stripe key is configured. The
 * session id in the path is the capability (128 random bits), as Stripe's checkout URL is. Every answer is
 * HTML; the browser goes back to /payment/callback, whose status comes from the verified webhook.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingMessages } from '../../src/domain/billing';
import { checkoutSessionParamsSchema } from '../../src/domain/billing/api';
import { closedPage, confirmPage, paymentPage } from '../billing/checkout-page';
import type { LocalProvider, PayResult } from '../billing/local-provider';
import { callbackUrl } from '../billing/provider';
import { HttpError, notFound } from '../http/errors';

const cardForm = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(8).default(''),
  name: z.string().max(100).default(''),
});
const confirmForm = z.object({ action: z.enum(['confirm', 'fail']).default('fail') });
const html = z.string();

export const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Plain HTML forms post urlencoded bodies; only these routes accept them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const local = (): LocalProvider => {
    if (!app.billing.local) throw notFound(billingMessages.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
    return app.billing.local;
  };
  const back = (sessionId: string) => callbackUrl('', sessionId);
  const page = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

  /** Closed sessions (paid, abandoned, expired) answer with a link back instead of a form. */
  const guard = async (reply: FastifyReply, sessionId: string, run: () => Promise<FastifyReply>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) {
        return page(reply, 409, closedPage(error.message, back(sessionId)));
      }
      throw error;
    }
  };

  const answer = async (reply: FastifyReply, sessionId: string, result: PayResult, values?: object) => {
    if (result.kind === 'completed') return reply.redirect(back(sessionId), 303);
    if (result.kind === 'requires_action') return reply.redirect(`/api/test-checkout/${sessionId}`, 303);
    const row = await local().session(sessionId);
    if (!row) throw notFound(billingMessages.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
    const error = { field: result.field, message: result.message };
    // 402 like Stripe's card errors; the page still shows the form to try another card.
    return page(reply, 402, paymentPage({ sessionId, plan: row.plan, error, values }));
  };

  const params = checkoutSessionParamsSchema;
  const schema = { tags: ['pagamentos'], hide: true, params, response: { 200: html, 402: html, 409: html } };

  app.get('/test-checkout/:sessionId', { config: { access: 'public' }, schema }, async (request, reply) => {
    const { sessionId } = request.params;
    const row = await local().session(sessionId);
    if (!row) throw notFound(billingMessages.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
    if (row.status === 'requires_action') return page(reply, 200, confirmPage(sessionId, row.plan));
    if (row.status !== 'open' || row.expiresAt.getTime() <= Date.now()) {
      return page(reply, 409, closedPage(billingMessages.checkoutClosed, back(sessionId)));
    }
    const error = row.lastError ? { field: null, message: row.lastError } : null;
    return page(reply, 200, paymentPage({ sessionId, plan: row.plan, error }));
  });

  app.post(
    '/test-checkout/:sessionId',
    { config: { access: 'public' }, schema: { ...schema, body: cardForm } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const { number, expiry, cvc, name } = request.body;
      return guard(reply, sessionId, async () =>
        answer(reply, sessionId, await local().pay(sessionId, { number, expiry, cvc }), {
          number,
          expiry,
          name,
        }),
      );
    },
  );

  app.post(
    '/test-checkout/:sessionId/confirm',
    { config: { access: 'public' }, schema: { ...schema, body: confirmForm } },
    async (request, reply) => {
      const { sessionId } = request.params;
      return guard(reply, sessionId, async () =>
        answer(reply, sessionId, await local().confirm(sessionId, request.body.action === 'confirm')),
      );
    },
  );

  app.post(
    '/test-checkout/:sessionId/cancel',
    { config: { access: 'public' }, schema },
    async (request, reply) => {
      await local().abandon(request.params.sessionId);
      return reply.redirect(back(request.params.sessionId), 303);
    },
  );
};
