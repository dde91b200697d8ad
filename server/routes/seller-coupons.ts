import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Seller coupons CRUD (issue #4). */
export const sellerCouponsRoutes: FastifyPluginAsyncZod = async () => {};
