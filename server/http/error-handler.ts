import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiMessages } from '../../src/domain/api/messages';
import { ERROR_CATALOGUE, internalErrorMessage } from '../../src/domain/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, notFoundByIdMessage } from './errors';

/**
 * Seconds a client is asked to wait after a 503 for an unreachable database: about how long the LISTEN
 * connection's backoff takes to notice that PostgreSQL is back (docs/database-outage.md).
 */
export const DATABASE_RETRY_AFTER_S = 5;

const VALIDATION_MESSAGE = ERROR_CATALOGUE.VALIDATION_ERROR.message;

/** Errors thrown by src/domain carry {message, code, status|statusCode, details}: they pass through as they are. */
function isAppErrorLike(
  error: unknown,
): error is { message: string; code: string; status?: number; statusCode?: number; details?: unknown } {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  const status = candidate.status ?? candidate.statusCode;
  return (
    typeof candidate.message === 'string' &&
    typeof candidate.code === 'string' &&
    typeof status === 'number' &&
    status >= 400 &&
    status < 600
  );
}

export function registerErrorHandlers(
  app: FastifyInstance,
  options: { sendAppShell?: ((reply: FastifyReply) => FastifyReply) | undefined } = {},
): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const byId =
        error.statusCode === 404
          ? notFoundByIdMessage(error.code, request.params, request.routeOptions.url)
          : undefined;
      return reply.status(error.statusCode).send({
        message: byId ?? error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        message: issue.message ?? 'inválido',
        code: issue.keyword,
      }));
      return reply.status(400).send({ message: VALIDATION_MESSAGE, code: 'VALIDATION_ERROR', details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return reply
        .status(500)
        .send({ message: ERROR_CATALOGUE.INTERNAL_ERROR.message, code: 'INTERNAL_ERROR' });
    }
    if (isAppErrorLike(error)) {
      const status = error.status ?? error.statusCode ?? 500;
      return reply.status(status).send({
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug and not the request's fault: the database is restarting or unreachable. Logged without the
      // stack, which would be the same for every request of the outage.
      request.log.warn({ reason: databaseReason(error) }, 'database unavailable: answered 503');
      return (
        reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          // Serialised here: a route's own 503 schema (readiness) describes another body.
          .send(
            JSON.stringify({
              message: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message,
              code: 'SERVICE_UNAVAILABLE',
            }),
          )
      );
    }
    if (isOutOfRangeInput(error)) {
      // A value the database cannot hold (an id past 2^31, a date out of range) can only come from the
      // request: it is the caller's input that is invalid, not the server.
      return reply.status(400).send({ message: VALIDATION_MESSAGE, code: 'VALIDATION_ERROR' });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      // Spec 001 §8: a product route says what it was doing ('Erro interno ao criar produto').
      const message = internalErrorMessage(request.method, request.routeOptions.url);
      return reply.status(500).send({ message, code: 'INTERNAL_ERROR' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): Portuguese text, stable code.
    return reply
      .status(status)
      .send({ message: fastifyClientErrorMessage(fastifyError), code: fastifyError.code ?? 'BAD_REQUEST' });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApiLike = /^\/(api|ws|uploads)(\/|$)/.test(pathname);
    if (!isApiLike && request.method === 'GET' && options.sendAppShell) {
      // Client-side route (or a path the client will render its not-found page for).
      return options.sendAppShell(reply);
    }
    return reply.status(404).send({
      message: `Rota ${request.method} ${request.url.split('?')[0]} não encontrada`,
      code: 'NOT_FOUND',
    });
  });
}

/** PostgreSQL data exceptions caused by input: numeric out of range, invalid text or datetime values, a NUL byte
 * in text (22021), a value too large for an index row (54000). */
const INPUT_DATA_EXCEPTIONS = new Set(['22003', '22P02', '22007', '22008', '22021', '54000']);

function isOutOfRangeInput(error: unknown): boolean {
  // Drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE in `code`.
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code)) return true;
  }
  return false;
}

function databaseReason(error: unknown): string {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && (e as { cause?: unknown })?.cause; depth++)
    e = (e as { cause: unknown }).cause;
  return e instanceof Error ? e.message : String(e);
}

function fastifyClientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiMessages.invalidJsonBody;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiMessages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiMessages.unsupportedMediaType;
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return apiMessages.tooManyRequests;
    default:
      return apiMessages.invalidRequest;
  }
}
