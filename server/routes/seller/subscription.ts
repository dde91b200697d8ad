/**
 * The seller's subscription: one subscription per seller account, whose plan limits apply to each
 * of their stores. `/seller/subscription` covers all stores; `/seller/stores/:storeId/subscription` is the same
 * view for one store (its owner's plan, also when an admin looks).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePlanRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  invoicesResponseSchema,
  portalResponseSchema,
  subscriptionActionResponseSchema,
  subscriptionViewSchema,
} from '../../../src/domain/billing/api';
import { actorOf, loadOwnedStore, managedStoreIds } from '../../auth/access';
import { errorResponses, sellerAccess } from '../../http/route-kit';
import {
  cancelAtPeriodEnd,
  changePlan,
  portalUrl,
  resumeSubscription,
  startCheckout,
} from '../../services/billing/seller-billing';
import { buildSubscriptionView, listInvoices } from '../../services/billing/subscriptions';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const tags = ['assinatura'];
const errors = { ...errorResponses, 502: errorResponses[400] };

export const sellerSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const origin = (request: FastifyRequest) =>
    app.config.PUBLIC_ORIGIN
      ? new URL(app.config.PUBLIC_ORIGIN).origin
      : `${request.protocol}://${request.host}`;

  const view = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    // An admin has no subscription of their own: the all-stores view is theirs, the per-store view the owner's.
    return buildSubscriptionView(db, actor.id, await managedStoreIds(db, { ...actor, role: 'seller' }), {
      portalAvailable: app.billing.provider?.kind === 'stripe',
      checkoutAvailable: app.billing.provider !== null,
    });
  };

  app.get(
    '/seller/subscription',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getSellerSubscription',
        summary: 'Retorna a assinatura do lojista',
        tags,
        response: { 200: subscriptionViewSchema, ...errors },
      },
    },
    view,
  );

  app.get(
    '/seller/stores/:storeId/subscription',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getStoreSubscription',
        summary: 'Retorna a assinatura que cobre uma loja',
        tags,
        params: storeParams,
        response: { 200: subscriptionViewSchema, ...errors },
      },
    },
    async (request) => {
      const store = await loadOwnedStore(db, actorOf(request), request.params.storeId);
      return buildSubscriptionView(db, store.ownerId, [store.id], {
        portalAvailable: app.billing.provider?.kind === 'stripe',
        checkoutAvailable: app.billing.provider !== null,
      });
    },
  );

  app.post(
    '/seller/subscription/checkout',
    {
      config: sellerAccess,
      schema: {
        operationId: 'startSubscriptionCheckout',
        summary: 'Abre o pagamento de um plano',
        tags,
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    (request) =>
      startCheckout(db, app.billing.require(), actorOf(request), request.body.plan, origin(request)),
  );

  const action = async (request: FastifyRequest, message: string) => ({
    message,
    subscription: await view(request),
  });

  app.post(
    '/seller/subscription/change',
    {
      config: sellerAccess,
      schema: {
        operationId: 'changeSubscriptionPlan',
        summary: 'Troca o plano da assinatura',
        tags,
        body: changePlanRequestSchema,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      action(request, await changePlan(db, app.billing.require(), actorOf(request), request.body.plan)),
  );

  app.post(
    '/seller/subscription/cancel',
    {
      config: sellerAccess,
      schema: {
        operationId: 'cancelSubscription',
        summary: 'Cancela a assinatura no fim do período',
        tags,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
    },
    async (request) => action(request, await cancelAtPeriodEnd(db, app.billing.require(), actorOf(request))),
  );

  app.post(
    '/seller/subscription/resume',
    {
      config: sellerAccess,
      schema: {
        operationId: 'resumeSubscription',
        summary: 'Desfaz o cancelamento da assinatura',
        tags,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
    },
    async (request) => action(request, await resumeSubscription(db, app.billing.require(), actorOf(request))),
  );

  app.post(
    '/seller/subscription/portal',
    {
      config: sellerAccess,
      schema: {
        operationId: 'openBillingPortal',
        summary: 'Abre o portal de pagamentos do lojista',
        tags,
        response: { 200: portalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      url: await portalUrl(
        db,
        app.billing.require(),
        actorOf(request),
        `${origin(request)}/seller/subscription`,
      ),
    }),
  );

  app.get(
    '/seller/invoices',
    {
      config: sellerAccess,
      schema: {
        operationId: 'listInvoices',
        summary: 'Lista as faturas do lojista',
        tags,
        response: { 200: invoicesResponseSchema, ...errors },
      },
    },
    async (request) => ({ invoices: await listInvoices(db, actorOf(request).id) }),
  );
};
