import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from './form-errors';

/**
 * Validate with the domain schema, then run the submit: field errors from the schema (or set by the submit from
 * the server's details) and a busy flag. What the user typed is never reset here; a failed submit keeps it.
 */
export function useValidatedSubmit<S extends z.ZodType>(
  schema: S,
  submit: (data: z.output<S>, setErrors: (errors: FieldErrors) => void) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const run = async (input: unknown) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await submit(parsed.data, setErrors);
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, run };
}
