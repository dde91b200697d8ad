import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** First message per field of a failed parse, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Server validation details ({field, message}[]) in the same shape. */
export function detailErrors(details: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!Array.isArray(details)) return out;
  for (const d of details as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof d.field === 'string' && typeof d.message === 'string' && !(d.field in out))
      out[d.field] = d.message;
  }
  return out;
}

/** The server's per-field messages of a refused write (ApiError.details), keyed like the form's fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const details = error && typeof error === 'object' ? (error as { details?: unknown }).details : undefined;
  return detailErrors(details);
}
