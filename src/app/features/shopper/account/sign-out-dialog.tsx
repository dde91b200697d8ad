import { useRef } from 'react';
import { messages } from '../../../../domain/messages';
import { closeSignOutDialog, useSignOutDialogStore } from '../../../stores/sign-out-dialog-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { signOutNow, waitForUnsentWrites } from '../data';

/**
 * "Sair" with writes not yet on the server: waiting keeps the user signed in (the writes go when they can);
 * discarding signs out and drops them from the device. Focus starts on waiting, the answer that loses nothing.
 */
export default function SignOutDialog() {
  const unsent = useSignOutDialogStore((s) => s.unsent) ?? 0;
  const discarded = useRef(false);
  return (
    <ConfirmDialog
      open
      title={messages.auth.unsentTitle}
      confirmLabel={messages.auth.unsentDiscard}
      cancelLabel={messages.auth.unsentWait}
      destructive
      onConfirm={async () => {
        discarded.current = true;
        await signOutNow();
      }}
      onClose={() => {
        closeSignOutDialog();
        if (!discarded.current) waitForUnsentWrites();
      }}
    >
      <p>{messages.auth.unsentDescription(unsent)}</p>
    </ConfirmDialog>
  );
}
