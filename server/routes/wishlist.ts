import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Wishlist and favourite stores (issue #5). */
export const wishlistRoutes: FastifyPluginAsyncZod = async () => {};
