/**
 * The form kit's fields, one per input type. Every field is labelled, and its Portuguese message (from the
 * domain schema or the server) is shown at the field, wired with aria-invalid and aria-describedby so a
 * screen reader reads it with the field. Markup and class names are the ones the styles already know.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldText {
  label: string;
  error?: string;
  hint?: string;
}

function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

type InputProps = FieldText & InputHTMLAttributes<HTMLInputElement>;

/** Labelled `<input>` (text, e-mail, password, tel, date…). */
export function TextField({ label, error, hint, className = 'field', ...input }: InputProps) {
  const { id, control } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input {...control} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** Whole numbers (quantities, radius, stock): numeric keyboard; the schema decides the range. */
export function NumberField(props: InputProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** Amounts in reais typed as text ("12,50"): decimal keyboard; the schema parses and checks them. */
export function MoneyField(props: InputProps) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

/** Date and time of São Paulo as the browser's local picker shows it (promotions, coupons). */
export function DateTimeField(props: InputProps) {
  return <TextField type="datetime-local" {...props} />;
}

export function TextareaField({
  label,
  error,
  hint,
  ...textarea
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, control } = useFieldIds(error, hint);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea {...control} {...textarea} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface Choice<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className = 'field',
  ...select
}: FieldText & {
  options: readonly Choice[];
  /** A first empty option ("Todas", "Não informar"). */
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, control } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select {...control} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  hint,
  ...input
}: { label: ReactNode; error?: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>) {
  const { id, control } = useFieldIds(error, hint);
  return (
    <>
      <label className="check">
        <input type="checkbox" {...control} {...input} />
        {label}
      </label>
      <FieldMessages id={id} error={error} hint={hint} />
    </>
  );
}

/** One choice among a few, all visible (account type, discount type). */
export function RadioGroupField<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  className = 'choice-group',
}: {
  legend: string;
  name: string;
  options: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: string;
  hint?: string;
  className?: string;
}) {
  const { id, control } = useFieldIds(error, hint);
  return (
    // A group has no invalid state in ARIA: its message is linked to the group and read with it.
    <fieldset className={className} aria-describedby={control['aria-describedby']}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="check">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
