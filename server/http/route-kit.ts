/**
 * Pieces every route module shares: the error answers it may document, and the signed-in user of a request
 * whose route declared an access level (the auth plugin's guard has already refused anonymous callers).
 */
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import type { SessionUser } from '../auth/sessions';
import { unauthorized } from './errors';

/** Every error status the API answers with, all in the `{message, code, details?}` shape. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
