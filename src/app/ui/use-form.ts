import { useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from './form-errors';
import { type SubmitOptions, useValidatedSubmit } from './use-validated-submit';

type Values = Record<string, string>;

/**
 * The form kit's state: the typed values, `field(name)` props for any field of ./fields (value, its message,
 * onChange) and `submit()`, which runs useValidatedSubmit's flow with the domain schema on the values.
 */
export function useForm<S extends z.ZodType, V extends Values>(
  schema: S,
  initial: V,
  submit: (data: z.output<S>, setErrors: (errors: FieldErrors) => void) => Promise<void>,
  options?: SubmitOptions,
) {
  const [values, setValues] = useState<V>(initial);
  const flow = useValidatedSubmit(schema, submit, options);
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: flow.errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { ...flow, values, setValues, field, submit: () => void flow.run(values) };
}
