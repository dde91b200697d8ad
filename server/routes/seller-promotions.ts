import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Seller flash promotions CRUD (issue #4). */
export const sellerPromotionsRoutes: FastifyPluginAsyncZod = async () => {};
