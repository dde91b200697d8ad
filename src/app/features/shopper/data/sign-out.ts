import { getSession, logout } from '../../../../data/session';
import { countRefusedWrites, countUnsentWrites } from '../../../../data/sign-out-queue';
import { messages } from '../../../../domain/messages';
import { askAboutLosses } from '../../../stores/sign-out-dialog-store';
import { showToast, toastError, toastSuccess } from '../../../stores/toast-store';
import { errorMessage } from '../../../ui/error-message';

/**
 * The "Sair" action. Writes of the user the server has not received yet, and refused writes kept for the user
 * to review, are announced first (the layout's dialog): signing out discards them from the device, so the
 * user chooses. The redirect home after 1 s
 * (unless on / or under /auth/, spec 000 §2/§4) belongs to the data layer's logout() alone.
 */
export async function signOut(): Promise<void> {
  const user = getSession().user;
  const [unsent, refused] = user
    ? await Promise.all([
        countUnsentWrites(user.id).catch(() => 0),
        countRefusedWrites(user.id).catch(() => 0),
      ])
    : [0, 0];
  if (unsent > 0 || refused > 0) askAboutLosses({ unsent, refused });
  else await signOutNow();
}

/** Signs out now, discarding the user's unsent writes (after the user chose to). */
export async function signOutNow(): Promise<void> {
  try {
    await logout();
    toastSuccess(messages.auth.logoutSuccess);
  } catch (error) {
    toastError(messages.consumer.errorTitle, errorMessage(error));
  }
}

/** The user chose to wait: still signed in, the queue is pushed again (it also goes on its own when online). */
export function waitForUnsentWrites(): void {
  if (!getSession().user) return;
  showToast({ variant: 'default', title: messages.auth.unsentWaiting });
  void import('../../../../data/mutations').then((m) => m.pumpMutations());
}
