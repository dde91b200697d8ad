import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Image uploads (issue #4). */
export const uploadsRoutes: FastifyPluginAsyncZod = async () => {};
