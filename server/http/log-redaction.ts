/**
 * What the request log may say about a URL. Some URLs carry a secret in their query: the reset link
 * (`/reset-password?token=`), the realtime socket's single-use ticket (`/ws/notifications?ticket=`), a checkout
 * session (`/payment/callback?session_id=`). Logs are kept, shipped and read by more people than the database,
 * so those values never reach them: a parameter whose name says it is a credential is written as [redigido].
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /token|ticket|secret|password|senha|session|code|key|signature|auth/i;
const REDACTED = '[redigido]';

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parts = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judged by its raw text.
      }
      return equals >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${parts.join('&')}`;
}

/** Fastify's own request serializer (lib/logger-pino.js), with the URL redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
