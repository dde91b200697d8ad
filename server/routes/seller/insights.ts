/** Seller contacts and analytics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsQuerySchema, contactSchema, sellerMessages } from '../../../src/domain/api/seller';
import { sellerReportSchema } from '../../../src/domain/api/seller-insights';
import { notificationReportSchema } from '../../../src/domain/notification-analytics';
import { actorOf } from '../../auth/access';
import { errorResponses, sellerAccess } from '../../http/route-kit';
import { analyticsBuffer } from '../../services/seller/analytics-buffer';
import { listContacts, sellerAnalytics, storeAnalytics } from '../../services/seller/insights';
import { storeNotificationAnalytics } from '../../services/seller/notification-insights';

const tags = ['lojista: clientes e análises'];

export const sellerInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * What this process counted and has not written yet is part of the report; counts that cannot be written now
   * leave the report a second behind, never without an answer.
   */
  const flushCounts = () =>
    analyticsBuffer(app.database)
      .flush()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'analytics counts not written before a report'),
      );
  const { db } = app.database;

  app.get(
    '/seller/contacts',
    {
      config: sellerAccess,
      schema: {
        operationId: 'listSellerContacts',
        summary: 'Lista os clientes que interagiram com as lojas',
        tags,
        response: { 200: z.array(contactSchema), ...errorResponses },
      },
    },
    (request) => listContacts(db, actorOf(request)),
  );
  app.get(
    '/seller/stores/:storeId/analytics',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getStoreAnalytics',
        summary: 'Retorna as métricas de uma loja',
        tags,
        params: z.object({ storeId: z.coerce.number().int().positive(sellerMessages.storeNotFound) }),
        querystring: analyticsQuerySchema,
        response: { 200: sellerReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      await flushCounts();
      return storeAnalytics(db, actorOf(request), request.params.storeId, request.query);
    },
  );
  app.get(
    '/seller/stores/:storeId/notification-analytics',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getStoreNotificationAnalytics',
        summary: 'Retorna as métricas das notificações de uma loja',
        tags,
        params: z.object({ storeId: z.coerce.number().int().positive(sellerMessages.storeNotFound) }),
        querystring: analyticsQuerySchema,
        response: { 200: notificationReportSchema, ...errorResponses },
      },
    },
    (request) => storeNotificationAnalytics(db, actorOf(request), request.params.storeId, request.query),
  );
  app.get(
    '/seller/analytics',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getSellerAnalytics',
        summary: 'Retorna as métricas de todas as lojas do lojista',
        tags,
        querystring: analyticsQuerySchema,
        response: { 200: sellerReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      await flushCounts();
      return sellerAnalytics(db, actorOf(request), request.query);
    },
  );
};
