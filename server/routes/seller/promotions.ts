/** Seller flash promotions CRUD. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promotionSchema } from '../../../src/domain/api/catalogue';
import { promotionInputSchema, sellerMessages } from '../../../src/domain/api/seller';
import { actorOf } from '../../auth/access';
import { errorResponses, idParamsOf, sellerAccess, versionedSellerAccess } from '../../http/route-kit';
import { expectedVersionOf } from '../../http/versions';
import {
  createPromotion,
  deletePromotion,
  getSellerPromotion,
  listSellerPromotions,
  updatePromotion,
} from '../../services/seller/promotions';

const tags = ['lojista: promoções'];
const idParams = idParamsOf(sellerMessages.promotionNotFound);
const writeResponse = z.object({ promotion: promotionSchema, message: z.string() });

export const sellerPromotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/promotions',
    {
      config: sellerAccess,
      schema: {
        operationId: 'listSellerPromotions',
        summary: 'Lista as promoções do lojista',
        tags,
        response: { 200: z.array(promotionSchema), ...errorResponses },
      },
    },
    (request) => listSellerPromotions(app.database, actorOf(request)),
  );
  app.post(
    '/seller/promotions',
    {
      config: sellerAccess,
      schema: {
        operationId: 'createSellerPromotion',
        summary: 'Cria uma promoção',
        tags,
        body: promotionInputSchema,
        response: { 201: writeResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPromotion(app.database, actorOf(request), request.body)),
  );
  app.get(
    '/seller/promotions/:id',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getSellerPromotion',
        summary: 'Retorna uma promoção do lojista',
        tags,
        params: idParams,
        response: { 200: promotionSchema, ...errorResponses },
      },
    },
    (request) => getSellerPromotion(app.database, actorOf(request), request.params.id),
  );
  app.put(
    '/seller/promotions/:id',
    {
      config: versionedSellerAccess,
      schema: {
        operationId: 'updateSellerPromotion',
        summary: 'Atualiza uma promoção do lojista',
        tags,
        params: idParams,
        body: promotionInputSchema,
        response: { 200: writeResponse, ...errorResponses },
      },
    },
    (request) =>
      updatePromotion(
        app.database,
        actorOf(request),
        request.params.id,
        request.body,
        expectedVersionOf(request),
      ),
  );
  app.delete(
    '/seller/promotions/:id',
    {
      config: sellerAccess,
      schema: {
        operationId: 'deleteSellerPromotion',
        summary: 'Exclui uma promoção do lojista',
        tags,
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    (request) => deletePromotion(app.database, actorOf(request), request.params.id),
  );
};
