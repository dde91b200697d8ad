import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Push registration, test push, firebase/stripe config, PWA analytics (issue #5). */
export const pushRoutes: FastifyPluginAsyncZod = async () => {};
