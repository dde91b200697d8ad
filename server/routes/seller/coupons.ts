/** Seller coupons CRUD. Redemption validation lives with the coupon engine (routes/coupons.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sellerCouponSchema } from '../../../src/domain/api/seller';
import { messages } from '../../../src/domain/messages';
import { actorOf } from '../../auth/access';
import { errorResponses, idParamsOf, sellerAccess, versionedSellerAccess } from '../../http/route-kit';
import { expectedVersionOf } from '../../http/versions';
import {
  createCoupon,
  deleteCoupon,
  getSellerCoupon,
  listSellerCoupons,
  updateCoupon,
} from '../../services/seller/coupons';

const tags = ['lojista: cupons'];
const idParams = idParamsOf(messages.sellerCoupon.notFound);
/** Documented for OpenAPI; judged by the domain's coupon form rules (their pt-BR messages). */
const couponBody = z.looseObject({
  storeId: z.union([z.number(), z.string()]).optional(),
  code: z.unknown().optional(),
  description: z.unknown().optional(),
  discountPercentage: z.unknown().optional(),
  discountAmount: z.unknown().optional(),
  minimumPurchase: z.unknown().optional(),
  maxUsageCount: z.unknown().optional(),
  startTime: z.unknown().optional(),
  endTime: z.unknown().optional(),
  isActive: z.unknown().optional(),
});

export const sellerCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/coupons',
    {
      config: sellerAccess,
      schema: {
        operationId: 'listSellerCoupons',
        summary: 'Lista os cupons do lojista',
        tags,
        querystring: z.object({ storeId: z.coerce.number().int().positive().optional() }),
        response: { 200: z.array(sellerCouponSchema), ...errorResponses },
      },
    },
    (request) => listSellerCoupons(app.database, actorOf(request), request.query.storeId),
  );
  app.post(
    '/seller/coupons',
    {
      config: sellerAccess,
      schema: {
        operationId: 'createSellerCoupon',
        summary: 'Cria um cupom',
        tags,
        body: couponBody,
        response: { 201: sellerCouponSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCoupon(app.database, actorOf(request), request.body as Record<string, unknown>)),
  );
  app.get(
    '/seller/coupons/:id',
    {
      config: sellerAccess,
      schema: {
        operationId: 'getSellerCoupon',
        summary: 'Retorna um cupom do lojista',
        tags,
        params: idParams,
        response: { 200: sellerCouponSchema, ...errorResponses },
      },
    },
    (request) => getSellerCoupon(app.database, actorOf(request), request.params.id),
  );
  app.put(
    '/seller/coupons/:id',
    {
      config: versionedSellerAccess,
      schema: {
        operationId: 'updateSellerCoupon',
        summary: 'Atualiza um cupom do lojista',
        tags,
        params: idParams,
        body: couponBody,
        response: { 200: sellerCouponSchema, ...errorResponses },
      },
    },
    (request) =>
      updateCoupon(
        app.database,
        actorOf(request),
        request.params.id,
        request.body,
        expectedVersionOf(request),
      ),
  );
  app.delete(
    '/seller/coupons/:id',
    {
      config: sellerAccess,
      schema: {
        operationId: 'deleteSellerCoupon',
        summary: 'Exclui um cupom do lojista',
        tags,
        params: idParams,
        response: { 200: z.object({ success: z.boolean(), message: z.string() }), ...errorResponses },
      },
    },
    (request) => deleteCoupon(app.database, actorOf(request), request.params.id),
  );
};
