import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer. The CSP allows no inline script (Vite emits none) and no framing;
 * HSTS only when the request arrived over TLS (directly or via a trusted proxy), since
 * sending it over plain HTTP on localhost would pin a developer's browser for no reason.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { extraConnectSrc?: string[] } = {},
): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React sets styles through the CSSOM; 'unsafe-inline' only covers style attributes of third-party widgets.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ws: wss:${options.extraConnectSrc?.length ? ` ${options.extraConnectSrc.join(' ')}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    // The camera is this origin's own: the seller's validate screen reads the shopper's QR code with it.
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
