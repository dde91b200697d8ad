/**
 * /api/admin/setup: the first start of an installation. Public by necessity (nobody can sign in yet); the
 * one-time token printed by the server at start is the guard, and the route refuses once any admin exists.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupRequestSchema, setupStatusSchema } from '../../../src/domain/api/admin';
import { sessionResponseSchema } from '../../../src/domain/api/auth';
import { errorResponses, publicAccess } from '../../http/route-kit';
import { startSession } from '../../services/accounts/accounts';
import { adminExists, completeSetup } from '../../services/admin/setup';
import { adminTags } from './kit';

const tags = adminTags('configuração inicial');

export const adminSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/admin/setup',
    {
      config: publicAccess,
      schema: {
        operationId: 'getSetupStatus',
        summary: 'Informa se a configuração inicial já foi feita',
        tags,
        response: { 200: setupStatusSchema },
      },
    },
    async () => ({ needed: !(await adminExists(db)) }),
  );

  app.post(
    '/admin/setup',
    {
      config: publicAccess,
      schema: {
        operationId: 'completeSetup',
        summary: 'Cria o primeiro administrador (configuração inicial)',
        tags,
        body: setupRequestSchema,
        response: { 201: sessionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await completeSetup(db, request.body);
      const session = await startSession(db, row, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const { token, ...answer } = session;
      app.setSessionCookie(reply, request, token);
      return reply.status(201).send(answer);
    },
  );
};
