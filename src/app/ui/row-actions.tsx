import { type ReactNode, useState } from 'react';
import { messages } from '../../domain/messages';
import { toastError, toastSuccess } from '../stores/toast-store';
import { errorMessage } from './error-message';

export interface ActionTexts {
  /** Toast on success, if the screen announces one. */
  success?: string;
  /** Title of the error toast (default 'Erro'). */
  errorTitle?: string;
  /** Fixed text of the error toast; without it the error's own message is shown. */
  failure?: string;
}

/**
 * A row action (remove, cancel, follow…) with its toasts, written once. Optimistic commands only throw when
 * the write could not even be recorded; the data layer rolls back and explains later refusals itself.
 */
export async function runAction(action: () => Promise<unknown>, texts: ActionTexts = {}): Promise<boolean> {
  try {
    await action();
    if (texts.success) toastSuccess(texts.success);
    return true;
  } catch (error) {
    toastError(texts.errorTitle ?? messages.consumer.errorTitle, texts.failure ?? errorMessage(error));
    return false;
  }
}

/** A small button running a row action; disabled while it runs. */
export function ActionButton({
  onAction,
  texts,
  children,
  className = 'button button--small button--ghost',
  ...rest
}: {
  onAction: () => Promise<unknown>;
  texts?: ActionTexts;
  children: ReactNode;
  className?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await runAction(onAction, texts);
        setBusy(false);
      }}
      {...rest}
    >
      {children}
    </button>
  );
}
