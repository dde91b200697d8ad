import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Seller products through the domain model, status actions, seller list, stats (issues #3, #4). */
export const sellerProductsRoutes: FastifyPluginAsyncZod = async () => {};
