/**
 * Pieces every route module shares: the error answers it may document and the id parameters. The caller of
 * a request is read through `actorOf` of server/auth/access.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import { apiMessages } from '../../src/domain/api/messages';
import { productMessages } from '../../src/domain/product/messages';
import { HttpError } from './errors';

/** `config` of a route by who may call it (the auth plugin attaches the guard; see server/auth/access.ts). */
export const sellerAccess = { access: 'seller' } as const;
export const publicAccess = { access: 'public' } as const;
/**
 * A public read whose answer is the same for every caller and changes only with the catalogue: served from
 * the process's cache (public-cache.ts), and the caller's session is never looked up for it.
 */
export const cachedPublicAccess = { access: 'public', sessionless: true, publicCache: true } as const;
export const userAccess = { access: 'user' } as const;
/** A seller's write that honours `If-Match` with the record's version (server/http/versions.ts). */
export const versionedSellerAccess = { access: 'seller', versioned: true } as const;

/**
 * The error statuses most routes share, all in the `{message, code, details?}` shape. The description adds
 * what each route's declarations imply (401/403 from its access, 409/422 of writes, 5xx: server/http/openapi.ts);
 * a route that can answer 429 says so itself (`rateLimitedResponses`).
 */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** `errorResponses` for a route that counts its calls (server/http/rate-limit.ts) and may answer 429. */
export const rateLimitedResponses = { ...errorResponses, 429: errorResponseSchema };

/**
 * Path parameters `{ [key]: positive integer }`; a malformed id answers 400 with `message` (by default the
 * domain's 'ID deve ser numérico ou UUID válido').
 */
export function idParamsOf<K extends string = 'id'>(
  message: string = productMessages.invalidId,
  key = 'id' as K,
) {
  return z.object({ [key]: z.coerce.number().int().positive(message) } as Record<
    K,
    z.ZodCoercedNumber<unknown>
  >);
}

/** `{ id }` with the domain's invalid-id message. */
export const idParams = idParamsOf();

/**
 * Within the calling plugin, an empty JSON body means "no fields" instead of Fastify's empty-body 400: the
 * header's quick-redeem helper posts with a JSON content type and no body at all (spec 000 §7).
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'FST_ERR_CTP_INVALID_JSON_BODY', apiMessages.invalidJsonBody));
    }
  });
}
