import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Reservations with stock holds, seller reservation management (issue #5). */
export const reservationsRoutes: FastifyPluginAsyncZod = async () => {};
