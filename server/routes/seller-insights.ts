import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Seller contacts and analytics (issue #4). */
export const sellerInsightsRoutes: FastifyPluginAsyncZod = async () => {};
