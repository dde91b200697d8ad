import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import {
  firebaseConfigResponseSchema,
  paymentConfigSchema,
  pushDeviceResultSchema,
  pushMessages,
  pushRegisterResultSchema,
  pushRegisterSchema,
  pushTestResultSchema,
  pushUnregisterResultSchema,
  pushUnregisterSchema,
  pwaEventSchema,
} from '../../src/domain/api/push';
import { actorOf } from '../auth/access';
import { HttpError } from '../http/errors';
import { userAccess } from '../http/route-kit';
import { enforceWriteLimit } from '../http/write-limits';
import { checkPushEndpoint } from '../push/endpoint-guard';
import {
  parsePushToken,
  pushTargetsOf,
  registerPushSubscription,
  sessionHasPushSubscription,
  unregisterPushSubscription,
} from '../services/accounts/push-subscriptions';
import { recordPwaEvent } from '../services/accounts/pwa-events';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
/** PWA analytics is public: each event is at most 8 KB (and each address is throttled, pwa-events.ts). */
const PWA_EVENT_MAX_BYTES = 8 * 1024;

/** Push registration, test push, firebase/stripe config, PWA analytics. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/firebase/config',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPushConfig',
        summary: 'Retorna a configuração de push (Web Push ou Firebase)',
        tags: ['notificações'],
        response: { 200: firebaseConfigResponseSchema },
      },
    },
    () => ({ success: true as const, mode: app.push.mode, config: app.push.clientConfig() }),
  );

  app.get(
    '/stripe/config',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getStripeConfig',
        summary: 'Retorna a configuração pública de pagamentos',
        tags: ['pagamentos'],
        response: { 200: paymentConfigSchema },
      },
    },
    // Test in both test modes (local provider, sk_test_ key); live only with a live Stripe key; unavailable
    // without a provider (production without keys), which is no test mode either.
    () => ({ mode: app.billing.mode }),
  );

  app.post(
    '/push-notifications/register',
    {
      config: userAccess,
      schema: {
        operationId: 'registerPushSubscription',
        summary: 'Registra a inscrição de push deste aparelho',
        tags: ['notificações'],
        body: pushRegisterSchema,
        response: { 200: pushRegisterResultSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = actorOf(request).id;
      const parsed = parsePushToken(request.body.token);
      await enforceWriteLimit(app, 'pushSubscription', { userId });
      // Before it is stored: the server will POST to this URL, so it must be a push service's, on a public address.
      if (parsed.kind === 'webpush') await checkPushEndpoint(parsed.endpoint, app.push.endpointPolicy);
      await registerPushSubscription(db, userId, parsed, request.sessionTokenHash);
      return { success: true as const, kind: parsed.kind };
    },
  );

  app.post(
    '/push-notifications/unregister',
    {
      config: userAccess,
      schema: {
        operationId: 'unregisterPushSubscription',
        summary: 'Remove a inscrição de push deste aparelho',
        tags: ['notificações'],
        body: pushUnregisterSchema,
        response: { 200: pushUnregisterResultSchema, ...errors },
      },
    },
    async (request) => {
      const { token } = request.body;
      // The token may be the serialised subscription: what is stored is its endpoint. Without one (the spec's
      // `{deviceType}` shape) it is this session's device, never every device of the user.
      const device = token
        ? { endpoint: parsePushToken(token).endpoint }
        : { sessionTokenHash: request.sessionTokenHash };
      const removed = await unregisterPushSubscription(db, actorOf(request).id, device);
      return { success: true as const, removed };
    },
  );

  app.get(
    '/push-notifications/device',
    {
      config: userAccess,
      schema: {
        operationId: 'getPushDevice',
        summary: 'Diz se a inscrição de push deste aparelho (da sessão que chama) está registrada',
        tags: ['notificações'],
        response: { 200: pushDeviceResultSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      registered: await sessionHasPushSubscription(db, actorOf(request).id, request.sessionTokenHash),
    }),
  );

  app.post(
    '/push-notifications/test',
    {
      config: userAccess,
      schema: {
        operationId: 'sendTestPush',
        summary: 'Envia uma notificação push de teste ao usuário',
        tags: ['notificações'],
        response: { 200: pushTestResultSchema, 502: pushTestResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = actorOf(request).id;
      if ((await pushTargetsOf(db, userId)).length === 0) {
        throw new HttpError(404, 'PUSH_NOT_REGISTERED', pushMessages.noDevice);
      }
      const result = await app.push.sendToUser(userId, {
        title: pushMessages.testTitle,
        body: pushMessages.testBody,
        url: '/account/push-test-center',
        tag: 'feira-test',
      });
      const success = result.sent > 0;
      return reply.status(success ? 200 : 502).send({
        success,
        message: success ? pushMessages.testSent : pushMessages.testNotDelivered,
        ...result,
      });
    },
  );

  app.post(
    '/analytics/pwa',
    {
      config: { access: 'public' },
      bodyLimit: PWA_EVENT_MAX_BYTES,
      schema: {
        operationId: 'recordPwaEvents',
        summary: 'Registra eventos de uso do PWA',
        tags: ['analytics'],
        body: pwaEventSchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await recordPwaEvent(db, request.body, { ip: request.ip, userId: request.user?.id ?? null });
      return reply.status(204).send(null);
    },
  );
};
