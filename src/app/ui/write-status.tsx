/**
 * Where a record's newest write stands (architecture "Writes"), said the same way on every list row and form:
 * saved on this device and being sent, waiting for the network, or refused — under its title, with the
 * server's reason, for the user to fix ("Corrigir") or discard ("Descartar"). The pending text sits in a
 * live region that is always there, so a screen reader hears it change; a refusal is an alert.
 */
import { type ReactNode, useId } from 'react';
import { messages } from '../../domain/messages';
import { runAction } from './row-actions';
import { useOnline } from './use-online';

const t = messages.sellerWrite;

export interface WriteRefusal {
  title: string;
  message: string;
}

export function WriteStatus({
  pending,
  refused,
  subject,
  level = 2,
  onFix,
  onDiscard,
  fixLabel = t.fix,
  discardLabel = t.discard,
  children,
}: {
  /** The newest write on its way: being sent, or held by the service worker until the network is back. */
  pending?: 'sending' | 'queued';
  refused?: WriteRefusal;
  /** What the record is ("cupom FEIRA10"): the buttons say what they act on, a list has many of them. */
  subject: string;
  /** The refusal's heading level under the record's own heading. */
  level?: 2 | 3;
  onFix?: () => unknown;
  onDiscard?: () => Promise<unknown>;
  fixLabel?: string;
  discardLabel?: string;
  /** More about the refusal (both versions side by side, for a conflict). */
  children?: ReactNode;
}) {
  const online = useOnline();
  const titleId = useId();
  const waiting = pending === 'queued' || (pending === 'sending' && !online);
  const text = pending === undefined ? '' : waiting ? messages.request.pending : t.sending;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <div role="status" className="write-status">
        {text && <p className="pending">{text}</p>}
      </div>
      {refused && (
        <section className="write-refused" role="alert" aria-labelledby={titleId}>
          <Heading id={titleId} className="write-refused__title">
            {refused.title}
          </Heading>
          <p>{refused.message}</p>
          {children}
          <div className="write-refused__actions">
            {onFix && (
              <button
                type="button"
                className="button button--small"
                aria-label={`${fixLabel}: ${subject}`}
                onClick={() => void onFix()}
              >
                {fixLabel}
              </button>
            )}
            {onDiscard && (
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`${discardLabel}: ${subject}`}
                onClick={() => void runAction(onDiscard)}
              >
                {discardLabel}
              </button>
            )}
          </div>
        </section>
      )}
    </>
  );
}

/** "Corrigir" on the form itself: the refused values are already in it; the seller starts at its first field. */
export function focusFirstField(formId: string): void {
  document.getElementById(formId)?.querySelector<HTMLElement>('input, textarea, select')?.focus();
}
