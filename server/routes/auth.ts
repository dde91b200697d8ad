import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Accounts and sessions: register, login, logout, status, me, users/me, profile, password, forgot/reset (issue #4). */
export const authRoutes: FastifyPluginAsyncZod = async () => {};
