import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Search and search tracking (issue #4). */
export const searchRoutes: FastifyPluginAsyncZod = async () => {};
