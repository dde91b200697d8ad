import { apiMessages } from '../../src/domain/api/messages';
import { notFoundMessage } from '../../src/domain/errors';

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

/** The objects a route looks up by id: the name in spec 001 §8's text, their id parameter and collection. */
const BY_ID: Record<string, { name: string; param: string; collection: string }> = {
  PRODUCT_NOT_FOUND: { name: 'Produto', param: 'productId', collection: 'products' },
  STORE_NOT_FOUND: { name: 'Loja', param: 'storeId', collection: 'stores' },
  COUPON_NOT_FOUND: { name: 'Cupom', param: 'couponId', collection: 'coupons' },
  PROMOTION_NOT_FOUND: { name: 'Promoção', param: 'promotionId', collection: 'promotions' },
  RESERVATION_NOT_FOUND: { name: 'Reserva', param: 'reservationId', collection: 'reservations' },
  USER_NOT_FOUND: { name: 'Usuário', param: 'userId', collection: 'users' },
  NOTIFICATION_NOT_FOUND: { name: 'Notificação', param: 'notificationId', collection: 'notifications' },
};

/**
 * Spec 001 §8's NOT_FOUND text ("Produto com ID '12' não foi encontrado") for a 404 whose object the route
 * named by id: its `<object>Id` parameter, or `:id` right after the object's collection (`/products/:id`).
 * Undefined when the object was not asked by id in the path (a code, a body field, the caller's own).
 * The object's own code is kept, so a client can still tell a missing product from a missing store.
 */
export function notFoundByIdMessage(
  code: string,
  params: unknown,
  route: string | undefined,
): string | undefined {
  const entity = BY_ID[code];
  if (!entity || typeof params !== 'object' || params === null) return undefined;
  const values = params as Record<string, unknown>;
  const id =
    values[entity.param] ??
    (route && new RegExp(`/${entity.collection}/:id(?:/|$)`).test(route) ? values.id : undefined);
  if ((typeof id !== 'string' && typeof id !== 'number') || !/^[\w-]{1,64}$/.test(String(id)))
    return undefined;
  return notFoundMessage(entity.name, id);
}
