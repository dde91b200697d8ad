import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../src/domain/api/catalogue';
import { APP_VERSION } from '../version';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['sistema'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const reachable = await app.database.db
        .execute(sql`select 1`)
        .then(() => true)
        .catch(() => false);
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, kind: app.database.kind },
        version: APP_VERSION,
      });
    },
  );
};
