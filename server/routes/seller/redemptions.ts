import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../src/domain/api/catalogue';
import {
  couponRedemptionHistorySchema,
  offlineValidationRequestSchema,
  offlineValidationResponseSchema,
  outstandingRedemptionsSchema,
  redemptionKeysSchema,
  validationFailureSchema,
  validationSuccessSchema,
} from '../../../src/domain/api/coupons';
import { validationMessages } from '../../../src/domain/api/messages';
import { TIME } from '../../../src/domain/constants';
import { validateRedemptionSchema } from '../../../src/domain/coupon';
import { messages } from '../../../src/domain/messages';
import { actorOf } from '../../auth/access';
import { HttpError } from '../../http/errors';
import { consume, rateLimitedError } from '../../http/rate-limit';
import { acceptEmptyJsonBody, idParams } from '../../http/route-kit';
import { type FeiraEvent, publishEvent } from '../../realtime/events';
import { couponRedemptionHistory } from '../../services/seller/redemption-history';
import {
  listOutstandingRedemptions,
  reconcileOfflineValidations,
  type SpentCode,
  validateRedemption,
} from '../../services/seller/redemptions';
import { deviceTag } from '../../services/seller/signed-checks';
import { servedRedemptionKeys } from '../../signing/redemption-keys';

/**
 * Guessing codes at the validation endpoint is what this limit stops (codes carry 49.5 bits, so a guess never
 * wins, but an unthrottled endpoint is still a free oracle and a load generator). Per seller and per client
 * address, shared by every server process through the database.
 */
const VALIDATION_LIMITS = { perSeller: 60, perAddress: 120, windowMs: TIME.MINUTE } as const;

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
  if (refused) throw rateLimitedError(refused, validationMessages.rateLimited);
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
  422: validationFailureSchema,
  429: validationFailureSchema,
};

/**
 * A used code is news for its shopper ("Meus cupons" shows it used) and for the store's other phones (their
 * outstanding codes). Delivery is best effort: the validation is already recorded.
 */
function announce(app: { database: Parameters<typeof publishEvent>[0] }, codes: readonly SpentCode[]) {
  const events: FeiraEvent[] = codes.flatMap((code) => [
    // The store's own phones only: a usage count is the stall's business, not a catalogue change.
    {
      type: 'data-changed' as const,
      collection: 'coupons' as const,
      storeId: code.storeId,
      reach: { ownerId: code.ownerId, public: false, wasPublic: false },
    },
    ...(code.shopperId === null
      ? []
      : [{ type: 'data-changed' as const, collection: 'redemptions' as const, userId: code.shopperId }]),
  ]);
  return events.length === 0 ? Promise.resolve() : publishEvent(app.database, ...events);
}

/** The stall validates shoppers' codes, online and reconciled from a phone that was offline. */
export const sellerRedemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  acceptEmptyJsonBody(app);

  app.post(
    '/seller/coupons/validate-redemption',
    {
      config: { access: 'seller' },
      schema: {
        operationId: 'validateRedemption',
        summary: 'Valida na banca o código de um cupom resgatado',
        tags: ['vendedor'],
        body: validateRedemptionSchema,
        response: { 200: validationSuccessSchema, ...failure },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      try {
        await throttleValidation(app, request);
        const { coupon, spent } = await validateRedemption(db, user, request.body.validationCode, {
          device: deviceTag(request.sessionTokenHash),
          signedRedemption: request.body.signedRedemption,
        });
        await announce(app, [spent]).catch((error: unknown) =>
          request.log.warn({ err: error }, 'validation not announced'),
        );
        return {
          success: true as const,
          message: messages.validation.validated,
          coupon: { ...coupon, couponId: spent.couponId },
        };
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
        operationId: 'listOutstandingRedemptions',
        summary: 'Lista os resgates ainda não validados (para validar offline)',
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
        operationId: 'reconcileOfflineValidations',
        summary: 'Envia as validações feitas sem conexão',
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
      const { results, spent } = await reconcileOfflineValidations(
        db,
        user,
        request.body.validations,
        deviceTag(request.sessionTokenHash),
      );
      await announce(app, spent).catch((error: unknown) =>
        request.log.warn({ err: error }, 'validations not announced'),
      );
      return { results };
    },
  );

  app.get(
    '/seller/redemption-keys',
    {
      config: { access: 'seller' },
      schema: {
        operationId: 'listRedemptionKeys',
        summary: 'Chaves públicas para conferir sem conexão os QR codes de cupons resgatados',
        tags: ['vendedor'],
        response: { 200: redemptionKeysSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => ({ keys: await servedRedemptionKeys(db) }),
  );

  app.get(
    '/seller/coupons/:id/redemptions',
    {
      config: { access: 'seller' },
      schema: {
        operationId: 'listCouponRedemptions',
        summary: 'Histórico de resgates e validações de um cupom (com conflitos entre aparelhos)',
        tags: ['vendedor'],
        params: idParams,
        response: {
          200: couponRedemptionHistorySchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => couponRedemptionHistory(db, actorOf(request), request.params.id),
  );
};
