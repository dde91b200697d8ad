import { messages } from '../../domain/messages';
import { detailErrors, type FieldErrors } from './form-errors';

/**
 * The one way a failure becomes what the user reads: the data layer's errors already carry the server's or
 * the §8 Portuguese text; anything without a message reads as the fallback. Field-level details of a 400
 * (`{field, message}[]`) come from `serverFieldErrors`.
 */
export function errorMessage(error: unknown, fallback: string = messages.sellerCoupon.unknownError): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** The server's per-field messages of a refused write (ApiError.details), keyed like the form's fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const details = error && typeof error === 'object' ? (error as { details?: unknown }).details : undefined;
  return detailErrors(details);
}
