import { logout } from '../../../data/session';
import { messages } from '../../../domain/messages';
import { toastError, toastSuccess } from '../../stores/toast-store';

/**
 * The "Sair" action: logout and its toast. The redirect home after 1 s (unless on / or under /auth/,
 * spec 000 §2/§4) belongs to the data layer's logout() alone; a second one here made the app navigate twice.
 *
 * @param _navigate no longer used (kept so the current callers compile; they can call `signOut()`).
 * @param _pathname no longer used, for the same reason.
 */
export async function signOut(_navigate?: (path: string) => void, _pathname?: string): Promise<void> {
  try {
    await logout();
    toastSuccess(messages.auth.logoutSuccess);
  } catch (error) {
    toastError(messages.consumer.errorTitle, (error as Error).message);
  }
}
