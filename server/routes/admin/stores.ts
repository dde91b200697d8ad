/** /api/admin/stores: every store, one store with its plan and history, edit, suspend / reactivate, transfer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStoreDetailSchema,
  adminStoreEditSchema,
  adminStoreListQuerySchema,
  adminStoreSchema,
  suspendStoreSchema,
  transferStoreSchema,
} from '../../../src/domain/api/admin';
import { sellerMessages } from '../../../src/domain/api/seller';
import { actorOf } from '../../auth/access';
import { errorResponses, idParamsOf } from '../../http/route-kit';
import {
  editStore,
  getAdminStore,
  listAdminStores,
  setStoreSuspension,
  transferStore,
} from '../../services/admin/stores';
import { adminAccess, adminTags } from './kit';

const tags = adminTags('lojas');
const params = idParamsOf(sellerMessages.storeNotFound, 'storeId');
const detail = { 200: adminStoreDetailSchema, ...errorResponses };

export const adminStoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, push: app.push, log: app.log };

  app.get(
    '/admin/stores',
    {
      config: adminAccess,
      schema: {
        operationId: 'adminListStores',
        summary: 'Lista todas as lojas',
        tags,
        querystring: adminStoreListQuerySchema,
        response: { 200: z.array(adminStoreSchema), ...errorResponses },
      },
    },
    (request) => listAdminStores(app.database, request.query),
  );

  app.get(
    '/admin/stores/:storeId',
    {
      config: adminAccess,
      schema: {
        operationId: 'adminGetStore',
        summary: 'Retorna uma loja com os dados de administração',
        tags,
        params,
        response: detail,
      },
    },
    (request) => getAdminStore(app.database, request.params.storeId),
  );

  app.put(
    '/admin/stores/:storeId',
    {
      config: adminAccess,
      schema: {
        operationId: 'adminUpdateStore',
        summary: 'Atualiza qualquer loja',
        tags,
        params,
        body: adminStoreEditSchema,
        response: detail,
      },
    },
    (request) => editStore(app.database, actorOf(request), request.params.storeId, request.body),
  );

  app.post(
    '/admin/stores/:storeId/suspension',
    {
      config: adminAccess,
      schema: {
        operationId: 'suspendStore',
        summary: 'Suspende uma loja',
        tags,
        params,
        body: suspendStoreSchema,
        response: detail,
      },
    },
    (request) => setStoreSuspension(deps, actorOf(request), request.params.storeId, request.body),
  );

  app.delete(
    '/admin/stores/:storeId/suspension',
    {
      config: adminAccess,
      schema: {
        operationId: 'reinstateStore',
        summary: 'Reativa uma loja suspensa',
        tags,
        params,
        response: detail,
      },
    },
    (request) => setStoreSuspension(deps, actorOf(request), request.params.storeId, null),
  );

  app.post(
    '/admin/stores/:storeId/owner',
    {
      config: adminAccess,
      schema: {
        operationId: 'transferStoreOwnership',
        summary: 'Transfere uma loja para outro lojista',
        tags,
        params,
        body: transferStoreSchema,
        response: detail,
      },
    },
    (request) => transferStore(app.database, actorOf(request), request.params.storeId, request.body.email),
  );
};
