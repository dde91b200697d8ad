import { apiMessages } from '../../src/domain/api/messages';

/**
 * One error shape for every answer the API gives: `{ message, code, details? }`, messages in pt-BR.
 * Services throw HttpError (or the domain's errors, which carry the same fields); the handler in
 * error-handler.ts turns anything else into a 500 without leaking internals.
 */
export interface ErrorDetail {
  field: string;
  message: string;
  code?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string = apiMessages.notFound, code = 'NOT_FOUND') =>
  new HttpError(404, code, message);
export const badRequest = (message: string, code = 'BAD_REQUEST', details?: ErrorDetail[]) =>
  new HttpError(400, code, message, details);
export const unauthorized = (message: string = apiMessages.authenticationRequired, code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const forbidden = (message: string = apiMessages.forbidden, code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
/** The 404s of the two objects most routes hang off, with the domain's texts and codes. */
export const productNotFound = () => notFound(apiMessages.productNotFound, 'PRODUCT_NOT_FOUND');
export const storeNotFound = () => notFound(apiMessages.storeNotFound, 'STORE_NOT_FOUND');
export const conflict = (message: string, code = 'CONFLICT', details?: ErrorDetail[]) =>
  new HttpError(409, code, message, details);
