import { logout } from '../../../../data/session';
import { messages } from '../../../../domain/messages';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { errorMessage } from '../../../ui/error-message';

/**
 * The "Sair" action: logout and its toast. The redirect home after 1 s (unless on / or under /auth/,
 * spec 000 §2/§4) belongs to the data layer's logout() alone; a second one here made the app navigate twice.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
    toastSuccess(messages.auth.logoutSuccess);
  } catch (error) {
    toastError(messages.consumer.errorTitle, errorMessage(error));
  }
}
