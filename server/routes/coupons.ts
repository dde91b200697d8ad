import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public coupons, redemption and seller validation (issue #5). */
export const couponsRoutes: FastifyPluginAsyncZod = async () => {};
