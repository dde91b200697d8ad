import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from './dialog';
import './confirm-dialog.css';

/**
 * "Tem certeza…?" before a destructive action, on the native modal dialog (focus trapped, Esc cancels,
 * focus back to the opener). Focus starts on the safe answer; the action's button says what it does.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The question, e.g. messages.sellerCoupon.deleteConfirm(code). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Runs the action; the dialog closes once it settles (its toasts say how it went). */
  onConfirm: () => Promise<unknown> | unknown;
  onClose: () => void;
}) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // Runs after the Dialog's own effect (children first) has opened it with showModal().
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={title} role="alertdialog" describedBy={messageId}>
      <div className="form">
        <div id={messageId}>{children}</div>
        <div className="form__actions">
          <button
            type="button"
            className={destructive ? 'button button--danger' : 'button'}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
                onClose();
              }
            }}
          >
            {confirmLabel}
          </button>
          <button ref={cancelRef} type="button" className="button button--ghost" onClick={onClose}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
