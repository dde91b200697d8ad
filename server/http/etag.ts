/**
 * Weak ETags for public GETs. The tag is a hash of the serialized body, so it changes exactly when what the
 * client would store changes; `Cache-Control: no-cache` makes browsers (and the service worker's HTTP cache)
 * revalidate every time, and an unchanged collection costs a 304 without a body on a phone's slow link.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers `If-None-Match` with 304 (its description says so: server/http/openapi.ts). */
    conditional?: boolean;
  }
}

export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match may list several tags, or `*`; weak comparison ignores the W/ prefix (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
}

async function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A cached answer (public-cache.ts) carries the tag of its uncompressed body.
  if (reply.hasHeader('etag')) return payload;
  const etag = weakEtag(payload);
  reply.header('ETag', etag);
  // A signed-in caller's answer is no-store (private-answers.ts): revalidation must not loosen that.
  if (!String(reply.getHeader('cache-control') ?? '').includes('no-store'))
    reply.header('Cache-Control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}

/**
 * Adds the ETag hook to every route of the plugin it is called in (Fastify encapsulation keeps it there), and
 * marks them `conditional` for the API's description.
 */
export function useEtags(app: FastifyInstance): void {
  app.addHook('onSend', etagOnSend);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, conditional: true };
  });
}
