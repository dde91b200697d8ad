/** Seller stores: mine, create, edit, delete, location, opening days/hours (issue #4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, storeSchema } from '../../src/domain/api/catalogue';
import {
  sellerMessages,
  storeCreateSchema,
  storeLocationSchema,
  storeUpdateSchema,
  storeWriteResponseSchema,
} from '../../src/domain/api/seller';
import { unauthorized } from '../http/errors';
import { createStore, deleteStore, listSellerStores, updateStore } from '../services/store-admin';

const tags = ['lojista: lojas'];
const sellerAccess = { access: 'seller' as const };
const idParams = z.object({ id: z.coerce.number().int().positive(sellerMessages.storeNotFound) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const sellerStoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const seller = app.requireRole('seller', 'admin');
  const actorOf = (request: { user: { id: number; role: 'shopper' | 'seller' | 'admin' } | null }) => {
    if (!request.user) throw unauthorized();
    return request.user;
  };

  app.get(
    '/seller/stores',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: { tags, response: { 200: z.array(storeSchema), ...errors } },
    },
    (request) => listSellerStores(app.database, actorOf(request)),
  );

  app.post(
    '/seller/stores',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: { tags, body: storeCreateSchema, response: { 201: storeWriteResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createStore(app.database, actorOf(request), request.body)),
  );

  app.put(
    '/seller/stores/:id',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: {
        tags,
        params: idParams,
        body: storeUpdateSchema,
        response: { 200: storeWriteResponseSchema, ...errors },
      },
    },
    (request) => updateStore(app.database, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/seller/stores/:id/location',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: {
        tags,
        params: idParams,
        body: storeLocationSchema,
        response: { 200: storeWriteResponseSchema, ...errors },
      },
    },
    (request) => updateStore(app.database, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/seller/stores/:id',
    {
      config: sellerAccess,
      preValidation: seller,
      schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }), ...errors } },
    },
    (request) => deleteStore(app.database, actorOf(request), request.params.id),
  );
};
