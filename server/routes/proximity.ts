import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import {
  proximityCheckResultSchema,
  proximityCheckSchema,
  proximityPreferencesSchema,
} from '../../src/domain/api/proximity';
import { actorOf } from '../auth/access';
import {
  checkProximity,
  getProximityPreferences,
  setProximityPreferences,
} from '../services/shopper/proximity';

const userId = (request: FastifyRequest) => actorOf(request).id;

/** Proximity automation of /account/proximity-automation: preferences and the position check. */
export const proximityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.get(
    '/users/me/proximity',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getProximitySettings',
        summary: 'Retorna as preferências de alerta de proximidade',
        tags: ['proximidade'],
        response: { 200: proximityPreferencesSchema, ...errors },
      },
    },
    (request) => getProximityPreferences(db, userId(request)),
  );

  app.put(
    '/users/me/proximity',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateProximitySettings',
        summary: 'Atualiza as preferências de alerta de proximidade',
        tags: ['proximidade'],
        body: proximityPreferencesSchema,
        response: { 200: proximityPreferencesSchema, ...errors },
      },
    },
    (request) => setProximityPreferences(db, userId(request), request.body),
  );

  app.post(
    '/proximity/check',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'checkProximity',
        summary: 'Lista as lojas favoritas próximas com promoção em vigor',
        tags: ['proximidade'],
        body: proximityCheckSchema,
        response: { 200: proximityCheckResultSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) =>
      checkProximity(
        { database: app.database, push: app.push, log: request.log },
        userId(request),
        request.body,
      ),
  );
};
