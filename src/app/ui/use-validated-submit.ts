import { useState } from 'react';
import type { z } from 'zod';
import { messages } from '../../domain/messages';
import { toastError } from '../stores/toast-store';
import { errorMessage } from './error-message';
import { type FieldErrors, fieldErrors, serverFieldErrors } from './form-errors';

export interface SubmitOptions {
  /** Title of the error toast when the submit throws (default 'Erro'); null: no toast, only `formError`. */
  errorTitle?: string | null;
  /** Text when the error carries none. */
  fallback?: string;
  /** Also toast the first field error of a failed parse (screens whose journeys announce it). */
  toastInvalid?: boolean;
}

const shownOnRecord = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { onRecord?: unknown }).onRecord === true;

/**
 * The form kit's submit flow, written once: parse with the domain schema (field errors, nothing sent), then
 * run the submit with a busy flag; a thrown error becomes field messages (the server's details) plus one
 * message (`formError`, and a toast). What the user typed is never reset here; a failed submit keeps it.
 */
export function useValidatedSubmit<S extends z.ZodType>(
  schema: S,
  submit: (data: z.output<S>, setErrors: (errors: FieldErrors) => void) => Promise<void>,
  options: SubmitOptions = {},
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errorTitle = messages.consumer.errorTitle, fallback, toastInvalid = false } = options;
  const run = async (input: unknown) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error);
      setErrors(next);
      if (toastInvalid) toastError(errorTitle ?? messages.consumer.errorTitle, Object.values(next)[0]);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await submit(parsed.data, setErrors);
    } catch (error) {
      // Everything typed stays in the form; the server's field messages go next to their fields.
      setErrors(serverFieldErrors(error));
      const message = errorMessage(error, fallback);
      // A refusal the record shows (ui/write-status.tsx) is not repeated as the form's own error line.
      if (!shownOnRecord(error)) setFormError(message);
      if (errorTitle !== null) toastError(errorTitle, message);
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, formError, clearFormError: () => setFormError(null), busy, run };
}
