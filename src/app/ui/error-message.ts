import { messages } from '../../domain/messages';

/**
 * The one way a failure becomes what the user reads: the data layer's errors already carry the server's or
 * the §8 Portuguese text; anything without a message reads as the fallback. Field-level details of a 400
 * (`{field, message}[]`) come from `serverFieldErrors` (./form-errors).
 */
export function errorMessage(error: unknown, fallback: string = messages.sellerCoupon.unknownError): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
