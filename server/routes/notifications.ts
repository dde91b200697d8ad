import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Notifications (issue #5). */
export const notificationsRoutes: FastifyPluginAsyncZod = async () => {};
