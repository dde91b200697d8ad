import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Seller stores: create, edit, delete, mine, location, opening days (issue #4). */
export const sellerStoresRoutes: FastifyPluginAsyncZod = async () => {};
