/**
 * `Cache-Control: no-store` on every answer that depends on who asks: any request whose session was resolved
 * (a signed-in user's profile, reservations, seller screens, admin…) and every answer of the account routes,
 * signed in or not (login, register, logout, me, recovery, setup). A shared proxy or the browser's disk must
 * never keep one user's answer, nor a token, for the next person on a shared phone.
 *
 * The shared public reads keep their own headers: they are sessionless (public-cache-plugin.ts answers them
 * before any session is looked up), so their `no-cache` + ETag revalidation is untouched. Set in onSend, and
 * etag.ts leaves a no-store it finds in place.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ACCOUNT_PATHS = /^\/api\/(auth|users\/me|admin\/setup)(\/|\?|$)/;

function isPrivateAnswer(request: FastifyRequest): boolean {
  return request.user !== null || ACCOUNT_PATHS.test(request.url);
}

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateAnswer(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
