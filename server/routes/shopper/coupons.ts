import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/api/catalogue';
import {
  publicCouponSchema,
  redeemResponseSchema,
  shopperRedemptionsSchema,
} from '../../../src/domain/api/coupons';
import { redemptionInputSchema } from '../../../src/domain/coupon';
import { actorOf } from '../../auth/access';
import { acceptEmptyJsonBody, cachedPublicAccess, idParams } from '../../http/route-kit';
import { enforceWriteLimit } from '../../http/write-limits';
import { publishEvent } from '../../realtime/events';
import { recordAnalytics } from '../../services/seller/analytics';
import { listPublicCoupons, redeemCoupon } from '../../services/shopper/coupons';
import { listShopperRedemptions } from '../../services/shopper/signed-redemptions';

/**
 * Public coupons, the shopper's redemption and their list of redemptions ("Meus cupons", each with its signed
 * QR code); the stall's validation is seller/redemptions.ts.
 */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  acceptEmptyJsonBody(app);

  app.get(
    '/coupons/public',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listPublicCoupons',
        summary: 'Lista os cupons públicos em vigor',
        tags: ['cupons'],
        response: { 200: z.array(publicCouponSchema) },
      },
    },
    () => listPublicCoupons(db),
  );

  app.get(
    '/stores/:id/coupons',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listStoreCoupons',
        summary: 'Lista os cupons em vigor de uma loja',
        tags: ['cupons'],
        params: idParams,
        response: { 200: z.array(publicCouponSchema) },
      },
    },
    (request) => listPublicCoupons(db, request.params.id),
  );

  app.post(
    '/coupons/:id/redeem',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'redeemCoupon',
        summary: 'Resgata um cupom e recebe o código de validação',
        tags: ['cupons'],
        params: idParams,
        body: redemptionInputSchema,
        response: {
          200: redeemResponseSchema,
          201: redeemResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      await enforceWriteLimit(app, 'couponRedemption', { userId: user.id });
      const result = await redeemCoupon(db, user.id, request.params.id, request.body ?? {});
      if (result.created) {
        await recordAnalytics(db, { storeId: result.storeId, kind: 'coupon_redemption' }).catch(
          (error: unknown) => request.log.warn({ err: error }, 'analytics not recorded'),
        );
        // Only a public coupon can be redeemed: its new usage count is everyone's to see.
        await publishEvent(app.database, {
          type: 'data-changed',
          collection: 'coupons',
          storeId: result.storeId,
          reach: { ownerId: result.ownerId, public: true, wasPublic: true },
        });
      }
      return reply.status(result.created ? 201 : 200).send({ redemption: result.redemption });
    },
  );

  app.get(
    '/redemptions',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyRedemptions',
        summary: 'Lista os cupons resgatados pelo usuário, com o QR code assinado de cada um',
        tags: ['cupons'],
        response: { 200: shopperRedemptionsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ redemptions: await listShopperRedemptions(db, actorOf(request).id) }),
  );
};
