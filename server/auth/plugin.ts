/**
 * Who is asking: resolves the session from the cookie or an `Authorization: Bearer` header into
 * `request.user`, checks Origin on state-changing cookie requests (CSRF), and provides the guards
 * routes rely on: each route's `config.access` gets its guard attached here, before validation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '../../src/domain/api/messages';
import { HttpError } from '../http/errors';
import { type Access, accessGuards } from './access';
import { resolveSession, SESSION_COOKIE, SESSION_TTL_MS, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route. Every /api route must declare it: the plugin attaches the matching guard
     * before validation (so an anonymous caller gets 401, never a 400 that reveals the body's rules), and the
     * authorization-matrix test enumerates routes by it.
     */
    access?: Access;
    /**
     * The route never looks at who calls it, and must answer while the database is away (liveness, readiness):
     * the session a request carries is not resolved for it.
     */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /** How the session arrived: cookies need the Origin check, bearer tokens cannot be sent cross-site by a browser. */
    authVia: 'cookie' | 'bearer' | null;
  }
  interface FastifyInstance {
    setSessionCookie: (reply: FastifyReply, request: FastifyRequest, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** Origins allowed to send cookie-authenticated writes: the server's own, and PUBLIC_ORIGIN. */
function isAllowedOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    // Browsers send Origin on cross-site POST/PUT/PATCH/DELETE; without one, fall back to Referer.
    const referer = request.headers.referer;
    if (!referer) return true;
    try {
      return isSameHost(new URL(referer).origin, request, publicOrigin);
    } catch {
      return false;
    }
  }
  return isSameHost(origin, request, publicOrigin);
}

function isSameHost(origin: string, request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (publicOrigin && origin === new URL(publicOrigin).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('authVia', null);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws/')) return;
      if (request.routeOptions.config?.sessionless) return;
      const bearer = bearerToken(request);
      const cookie = request.cookies[SESSION_COOKIE];
      const token = bearer ?? cookie ?? null;
      if (!token) return;
      const via = bearer ? 'bearer' : 'cookie';
      if (
        via === 'cookie' &&
        STATE_CHANGING.has(request.method) &&
        !isAllowedOrigin(request, app.config.PUBLIC_ORIGIN)
      ) {
        throw new HttpError(403, 'INVALID_ORIGIN', apiMessages.invalidOrigin);
      }
      const session = await resolveSession(db, token);
      if (!session) return;
      request.user = session.user;
      request.sessionTokenHash = session.tokenHash;
      request.authVia = via;
    });

    const guards: Record<Exclude<Access, 'public'>, preHandlerAsyncHookHandler> = {
      user: async (request) => void accessGuards.user(request),
      seller: async (request) => void accessGuards.seller(request),
      admin: async (request) => void accessGuards.admin(request),
    };

    // Central enforcement: a route cannot forget its guard, and one without a declared access does not start.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access = route.config?.access;
      if (!access && route.method === 'HEAD') return;
      if (!access) throw new Error(`Rota ${String(route.method)} ${route.url} sem config.access`);
      if (access === 'public') return;
      const guard = guards[access];
      const existing = route.onRequest
        ? Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest]
        : [];
      route.onRequest = [...existing, guard as never];
    });

    app.decorate('setSessionCookie', (reply: FastifyReply, request: FastifyRequest, token: string) => {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        maxAge: Math.floor(SESSION_TTL_MS / 1000),
      });
    });

    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'feira-auth', dependencies: ['@fastify/cookie'] },
);
