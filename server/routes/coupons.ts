import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import {
  offlineValidationRequestSchema,
  offlineValidationResponseSchema,
  outstandingRedemptionsSchema,
  publicCouponSchema,
  redeemResponseSchema,
  validationFailureSchema,
  validationSuccessSchema,
} from '../../src/domain/api/coupons';
import { TIME } from '../../src/domain/constants';
import { redemptionInputSchema, validateRedemptionSchema } from '../../src/domain/coupon';
import { messages } from '../../src/domain/messages';
import { actorOf } from '../auth/access';
import { HttpError } from '../http/errors';
import { consume } from '../http/rate-limit';
import { idParams } from '../http/route-kit';
import { publishEvent } from '../realtime/events';
import { recordAnalytics } from '../services/analytics';
import {
  listOutstandingRedemptions,
  listPublicCoupons,
  reconcileOfflineValidations,
  redeemCoupon,
  validateRedemption,
} from '../services/redemptions';

/**
 * Guessing codes at the validation endpoint is what this limit stops (codes carry 49.5 bits, so a guess never
 * wins, but an unthrottled endpoint is still a free oracle and a load generator). Per seller and per client
 * address, shared by every server process through the database.
 */
const VALIDATION_LIMITS = { perSeller: 60, perAddress: 120, windowMs: TIME.MINUTE } as const;
const RATE_LIMITED = 'Muitas tentativas de validação. Aguarde um minuto e tente novamente.';

async function throttleValidation(
  app: { database: { db: Parameters<typeof consume>[0] } },
  request: FastifyRequest,
) {
  const { db } = app.database;
  const userId = actorOf(request).id;
  const [bySeller, byAddress] = await Promise.all([
    consume(db, `validate:user:${userId}`, VALIDATION_LIMITS.perSeller, VALIDATION_LIMITS.windowMs),
    consume(db, `validate:ip:${request.ip}`, VALIDATION_LIMITS.perAddress, VALIDATION_LIMITS.windowMs),
  ]);
  const refused = [bySeller, byAddress].find((r) => !r.allowed);
  if (refused) {
    throw new HttpError(429, 'RATE_LIMITED', RATE_LIMITED, undefined, {
      'Retry-After': String(refused.retryAfterSeconds),
    });
  }
}

/** The validation screen reads `success` on failures too (spec 000 §3): same shape, with the error code. */
function sendFailure(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  return reply
    .status(error.statusCode)
    .send({ success: false as const, message: error.message, code: error.code });
}

const failure = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: validationFailureSchema,
  409: validationFailureSchema,
  429: validationFailureSchema,
};

/** Public coupons, redemption and seller validation (issue #5). */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // The header's quick-redeem helper posts with a JSON content type and no body at all (spec 000 §7): an
  // empty JSON body means "no fields" in this plugin's routes instead of Fastify's empty-body 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'FST_ERR_CTP_INVALID_JSON_BODY', 'O corpo da requisição não é um JSON válido'));
    }
  });

  app.get(
    '/coupons/public',
    {
      config: { access: 'public' },
      schema: { tags: ['cupons'], response: { 200: z.array(publicCouponSchema) } },
    },
    () => listPublicCoupons(db),
  );

  app.get(
    '/stores/:id/coupons',
    {
      config: { access: 'public' },
      schema: { tags: ['cupons'], params: idParams, response: { 200: z.array(publicCouponSchema) } },
    },
    (request) => listPublicCoupons(db, request.params.id),
  );

  app.post(
    '/coupons/:id/redeem',
    {
      config: { access: 'user' },
      schema: {
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
        },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const result = await redeemCoupon(db, user.id, request.params.id, request.body ?? {});
      if (result.created) {
        await recordAnalytics(db, { storeId: result.storeId, kind: 'coupon_redemption' }).catch(
          (error: unknown) => request.log.warn({ err: error }, 'analytics not recorded'),
        );
        await publishEvent(app.database, {
          type: 'data-changed',
          collection: 'coupons',
          storeId: result.storeId,
        });
      }
      return reply.status(result.created ? 201 : 200).send({ redemption: result.redemption });
    },
  );

  app.post(
    '/seller/coupons/validate-redemption',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['vendedor'],
        body: validateRedemptionSchema,
        response: { 200: validationSuccessSchema, ...failure },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      try {
        await throttleValidation(app, request);
        const { coupon } = await validateRedemption(db, user, request.body.validationCode);
        return { success: true as const, message: messages.validation.validated, coupon };
      } catch (error) {
        if (error instanceof HttpError) return sendFailure(reply, error);
        throw error;
      }
    },
  );

  app.get(
    '/seller/coupons/redemptions/outstanding',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['vendedor'],
        response: { 200: outstandingRedemptionsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const user = actorOf(request);
      const generatedAt = new Date().toISOString();
      const redemptions = await listOutstandingRedemptions(db, user);
      return { redemptions, generatedAt };
    },
  );

  app.post(
    '/seller/coupons/validate-offline',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['vendedor'],
        body: offlineValidationRequestSchema,
        response: { 200: offlineValidationResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      try {
        await throttleValidation(app, request);
      } catch (error) {
        if (error instanceof HttpError) return sendFailure(reply, error);
        throw error;
      }
      const { results } = await reconcileOfflineValidations(db, user, request.body.validations);
      return { results };
    },
  );
};
