import { useRef } from 'react';
import { messages } from '../../../../domain/messages';
import { closeSignOutDialog, useSignOutDialogStore } from '../../../stores/sign-out-dialog-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { signOutNow, waitForUnsentWrites } from '../data';

/**
 * "Sair" with writes a sign-out would discard: waiting keeps the user signed in (unsent writes go when they
 * can; refused ones stay to be reviewed); discarding signs out and drops them from the device. Focus starts on
 * staying, the answer that loses nothing.
 */
export default function SignOutDialog() {
  const { unsent, refused } = useSignOutDialogStore((s) => s.losses) ?? { unsent: 0, refused: 0 };
  const discarded = useRef(false);
  const { auth } = messages;
  return (
    <ConfirmDialog
      open
      title={unsent > 0 ? auth.unsentTitle : auth.refusedTitle}
      confirmLabel={auth.unsentDiscard}
      cancelLabel={unsent > 0 ? auth.unsentWait : auth.refusedStay}
      destructive
      onConfirm={async () => {
        discarded.current = true;
        await signOutNow();
      }}
      onClose={() => {
        closeSignOutDialog();
        if (!discarded.current && unsent > 0) waitForUnsentWrites();
      }}
    >
      {unsent > 0 ? <p>{auth.unsentDescription(unsent)}</p> : null}
      {refused > 0 ? <p>{auth.refusedDescription(refused)}</p> : null}
    </ConfirmDialog>
  );
}
