/**
 * Sending a kept answer (public-cache.ts) as the route itself would have: its ETag and status, a 304 when the
 * client already has it, else its bytes compressed the way the compression plugin compresses a dynamic answer.
 * Each encoding is made once, on the first request that accepts it, and kept on the answer.
 */
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag';
import type { CachedAnswer, Encoding } from './public-cache';

function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Brotli at quality 5 in text mode, as the compression plugin answers dynamic routes (server/app.ts). */
function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 },
      })
    : gzipSync(body);
}

/** Sends a cached answer: 304 when the client has it, else its bytes in the best encoding the client takes. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply
    .code(answer.status)
    .header('Content-Type', answer.contentType)
    .header('ETag', answer.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding');
  if (answer.status === 200 && etagMatches(request.headers['if-none-match'], answer.etag))
    return reply.code(304).send();
  const encoding = encodingFor(request);
  if (!encoding || answer.body.byteLength < 1024) return reply.send(answer.body);
  answer.encoded[encoding] ??= encode(answer.body, encoding);
  return reply.header('Content-Encoding', encoding).send(answer.encoded[encoding]);
}
