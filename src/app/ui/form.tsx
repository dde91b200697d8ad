import type { FormHTMLAttributes, ReactNode } from 'react';

/**
 * A form of the kit: no browser validation bubbles (they are not Portuguese and never reach the domain
 * rule), submit handled in JS. Pair with `useValidatedSubmit` and the fields of ./fields.
 */
export function Form({
  onSubmit,
  className = 'form',
  children,
  ...rest
}: { onSubmit: () => void; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...rest}
    >
      {children}
    </form>
  );
}

/** The message of a failed submit, announced; `onClear` adds the "Limpar erro" button. */
export function FormError({ message, onClear }: { message: string | null; onClear?: () => void }) {
  if (!message) return null;
  if (!onClear) {
    return (
      <p className="form__error" role="alert">
        {message}
      </p>
    );
  }
  return (
    <div className="alert alert--error" role="alert">
      <span>{message}</span>
      <button type="button" className="button button--small" onClick={onClear}>
        Limpar erro
      </button>
    </div>
  );
}

/** Submit button that says what it is doing while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'button',
  disabled = false,
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
