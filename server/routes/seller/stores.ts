/** Seller stores: mine, create, edit, delete, location, opening days/hours. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeSchema } from '../../../src/domain/api/catalogue';
import {
  sellerMessages,
  storeCreateSchema,
  storeLocationSchema,
  storeUpdateSchema,
  storeWriteResponseSchema,
} from '../../../src/domain/api/seller';
import { actorOf } from '../../auth/access';
import { errorResponses, idParamsOf, sellerAccess, versionedSellerAccess } from '../../http/route-kit';
import { expectedVersionOf } from '../../http/versions';
import { createStore, deleteStore, listSellerStores, updateStore } from '../../services/seller/stores';

const tags = ['lojista: lojas'];
const idParams = idParamsOf(sellerMessages.storeNotFound);

export const sellerStoresRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Both the store's details and its location are partial updates of the store, with its version checked. */
  const saveStore = (
    request: FastifyRequest<{ Params: { id: number }; Body: Parameters<typeof updateStore>[3] }>,
  ) =>
    updateStore(app.database, actorOf(request), request.params.id, request.body, expectedVersionOf(request));

  app.get(
    '/seller/stores',
    {
      config: sellerAccess,
      schema: {
        operationId: 'listSellerStores',
        summary: 'Lista as lojas do lojista',
        tags,
        response: { 200: z.array(storeSchema), ...errorResponses },
      },
    },
    (request) => listSellerStores(app.database, actorOf(request)),
  );

  app.post(
    '/seller/stores',
    {
      config: sellerAccess,
      schema: {
        operationId: 'createSellerStore',
        summary: 'Cria uma loja',
        tags,
        body: storeCreateSchema,
        response: { 201: storeWriteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStore(app.database, actorOf(request), request.body)),
  );

  app.put(
    '/seller/stores/:id',
    {
      config: versionedSellerAccess,
      schema: {
        operationId: 'updateSellerStore',
        summary: 'Atualiza uma loja do lojista',
        tags,
        params: idParams,
        body: storeUpdateSchema,
        response: { 200: storeWriteResponseSchema, ...errorResponses },
      },
    },
    saveStore,
  );

  app.put(
    '/seller/stores/:id/location',
    {
      config: versionedSellerAccess,
      schema: {
        operationId: 'updateSellerStoreLocation',
        summary: 'Define a localização de uma loja no mapa',
        tags,
        params: idParams,
        body: storeLocationSchema,
        response: { 200: storeWriteResponseSchema, ...errorResponses },
      },
    },
    saveStore,
  );

  app.delete(
    '/seller/stores/:id',
    {
      config: sellerAccess,
      schema: {
        operationId: 'deleteSellerStore',
        summary: 'Exclui uma loja do lojista',
        tags,
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    (request) => deleteStore(app.database, actorOf(request), request.params.id),
  );
};
