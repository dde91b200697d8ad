/**
 * Accounts and sessions: register, login, logout, status, me, users/me (profile + stats),
 * profile update, password change, forgot/reset password. Rules live in services/accounts/accounts.ts and
 * services/accounts/recovery.ts; this file maps HTTP onto them.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  authStatusSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  profileSchema,
  profileUpdateSchema,
  registerRequestSchema,
  resetPasswordSchema,
  sessionResponseSchema,
} from '../../src/domain/api/auth';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import { deleteSession } from '../auth/sessions';
import { unauthorized } from '../http/errors';
import { errorResponses, rateLimitedResponses } from '../http/route-kit';
import { enforceWriteLimit } from '../http/write-limits';
import { createMailer } from '../mail/mailer';
import { publishEvent } from '../realtime/events';
import {
  changePassword,
  getAccountUser,
  getProfile,
  login,
  register,
  updateProfile,
} from '../services/accounts/accounts';
import { requestPasswordReset, resetPassword } from '../services/accounts/recovery';

const clientContext = (request: FastifyRequest) => ({
  // request.ip honours X-Forwarded-For only from the proxies in TRUST_PROXY, so a forged header cannot
  // give one client a fresh rate-limit allowance per request.
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const mailer = createMailer(app.config, app.log);
  const pendingMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pendingMails);
    await mailer.close();
  });

  /**
   * Ends the session the request carries: its row (with it the push subscriptions it registered and its
   * realtime tickets, by foreign key) and, in every server process, the sockets it opened. The user's other
   * sessions and their sockets stay.
   */
  const endRequestSession = async (request: FastifyRequest) => {
    const sessionId = request.sessionTokenHash;
    const user = request.user;
    if (!sessionId || !user) return;
    await deleteSession(db, sessionId);
    await publishEvent(app.database, { type: 'session-ended', userId: user.id, sessionId }).catch(
      (err: unknown) => request.log.error({ err }, 'session-ended not published'),
    );
  };

  // Checked in onRequest, before the body is parsed or validated: an anonymous caller learns nothing
  // about a protected route's input rules and costs no parsing.
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    return request.user.id;
  };

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'register',
        summary: 'Cria uma conta e abre a sessão',
        tags: ['conta'],
        body: registerRequestSchema,
        response: { 201: sessionResponseSchema, ...rateLimitedResponses },
      },
    },
    async (request, reply) => {
      const session = await register(db, request.body, clientContext(request), {
        perAddressLimit: app.config.REGISTER_LIMIT_PER_HOUR,
      });
      // The token goes only in the HttpOnly cookie: a script on the page can never read it.
      const { token, ...answer } = session;
      app.setSessionCookie(reply, request, token);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'login',
        summary: 'Entra com e-mail e senha',
        tags: ['conta'],
        description:
          'A sessão fica no cookie HttpOnly `feira_session`. Clientes de API que usam `Authorization: Bearer` ' +
          'pedem o token com `issueToken: true`: ele vem no corpo e nenhum cookie é definido.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...rateLimitedResponses },
      },
    },
    async (request, reply) => {
      const { issueToken, ...credentials } = request.body;
      const session = await login(db, credentials, clientContext(request), {
        perAddressLimit: app.config.LOGIN_LIMIT_PER_ADDRESS,
      });
      const { token, ...answer } = session;
      // An API consumer asked for a bearer token: it keeps it, and the browser's cookie is not touched.
      if (issueToken) return { ...answer, token };
      // A new token on every login (no session fixation); an earlier session of this browser is ended.
      await endRequestSession(request);
      app.setSessionCookie(reply, request, token);
      return answer;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'logout',
        summary: 'Encerra a sessão atual (e o push e os sockets deste aparelho)',
        tags: ['conta'],
        response: { 200: messageResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Anonymous logout succeeds too: the client may hold a session the server already ended (a sign-out
      // queued offline and replayed, or replayed again with its Idempotency-Key).
      await endRequestSession(request);
      app.clearSessionCookie(reply);
      return { success: true as const, message: accountMessages.loggedOut };
    },
  );

  app.get(
    '/auth/status',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getAuthStatus',
        summary: 'Informa se há uma sessão e de quem',
        tags: ['conta'],
        response: { 200: authStatusSchema },
      },
    },
    async (request) => {
      if (!request.user) return { authenticated: false };
      return { authenticated: true, user: await getAccountUser(db, request.user.id) };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getSessionUser',
        summary: 'Retorna o usuário da sessão',
        tags: ['conta'],
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ user: await getAccountUser(db, userId(request)) }),
  );

  app.get(
    '/users/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getProfile',
        summary: 'Retorna o perfil do usuário',
        tags: ['conta'],
        response: { 200: profileSchema, 401: errorResponseSchema },
      },
    },
    (request) => getProfile(db, userId(request)),
  );

  app.put(
    '/users/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateProfile',
        summary: 'Atualiza o perfil do usuário',
        tags: ['conta'],
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses },
      },
    },
    (request) => updateProfile(db, userId(request), request.body),
  );

  app.post(
    '/users/me/password',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'changePassword',
        summary: 'Troca a senha do usuário',
        tags: ['conta'],
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...rateLimitedResponses },
      },
    },
    async (request) => {
      const id = userId(request);
      // Counted before the current password is checked: each check is a 128 MiB scrypt, as a login guess is.
      await enforceWriteLimit(app, 'passwordChange', { userId: id });
      const keep = request.sessionTokenHash;
      await changePassword(db, id, request.body, keep);
      // The other sessions are gone from the database; their open sockets hear it now, not at their next
      // HTTP call. This device's sockets stay. The password is changed either way: a failed NOTIFY is
      // logged, not turned into an error for a change that happened.
      await publishEvent(app.database, {
        type: 'force-logout',
        userId: id,
        ...(keep ? { exceptSessionId: keep } : {}),
      }).catch((err: unknown) =>
        request.log.error({ err }, 'force-logout after password change not published'),
      );
      return { success: true as const, message: accountMessages.passwordChanged };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Pede um e-mail de redefinição de senha',
        tags: ['conta'],
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...rateLimitedResponses },
      },
    },
    async (request) => {
      const origin = app.config.PUBLIC_ORIGIN
        ? new URL(app.config.PUBLIC_ORIGIN).origin
        : `${request.protocol}://${request.host}`;
      const issued = await requestPasswordReset(db, request.body.email, { ip: request.ip, origin });
      if (issued) {
        const sending = issued
          .mail(mailer)
          .catch((err: unknown) => request.log.error({ err }, 'password reset e-mail could not be sent'))
          .finally(() => pendingMails.delete(sending));
        pendingMails.add(sending);
      }
      return { success: true as const, message: accountMessages.forgotPasswordSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'resetPassword',
        summary: 'Redefine a senha com o token do link enviado por e-mail',
        tags: ['conta'],
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const resetUserId = await resetPassword(db, request.body);
      await publishEvent(app.database, { type: 'force-logout', userId: resetUserId });
      app.clearSessionCookie(reply);
      return { success: true as const, message: accountMessages.passwordReset };
    },
  );
};
