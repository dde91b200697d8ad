/** Seller contacts and analytics (issue #4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  contactSchema,
  sellerMessages,
} from '../../src/domain/api/seller';
import { unauthorized } from '../http/errors';
import { listContacts, sellerAnalytics, storeAnalytics } from '../services/seller-insights';

const tags = ['lojista: clientes e análises'];
const sellerAccess = { access: 'seller' as const };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const sellerInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const seller = app.requireRole('seller', 'admin');
  const actorOf = (request: { user: { id: number; role: 'shopper' | 'seller' | 'admin' } | null }) => {
    if (!request.user) throw unauthorized();
    return request.user;
  };

  app.get(
    '/seller/contacts',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: { tags, response: { 200: z.array(contactSchema), ...errors } },
    },
    (request) => listContacts(db, actorOf(request)),
  );
  app.get(
    '/seller/stores/:storeId/analytics',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: {
        tags,
        params: z.object({ storeId: z.coerce.number().int().positive(sellerMessages.storeNotFound) }),
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema, ...errors },
      },
    },
    (request) => storeAnalytics(db, actorOf(request), request.params.storeId, request.query),
  );
  app.get(
    '/seller/analytics',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: {
        tags,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema, ...errors },
      },
    },
    (request) => sellerAnalytics(db, actorOf(request), request.query),
  );
};
