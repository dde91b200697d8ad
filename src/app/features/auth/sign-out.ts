import { logout } from '../../../data/session';
import { AUTH } from '../../../domain/constants';
import { messages } from '../../../domain/messages';
import { toastError, toastSuccess } from '../../stores/toast-store';

/** Spec 000 §4: logout clears state, tells the server and goes to / after 1 s (unless on / or /auth/). */
export async function signOut(navigate: (path: string) => void, pathname: string): Promise<void> {
  try {
    await logout();
    toastSuccess(messages.auth.logoutSuccess);
  } catch (error) {
    toastError(messages.consumer.errorTitle, (error as Error).message);
    return;
  }
  if (pathname !== '/' && !pathname.startsWith('/auth/')) {
    setTimeout(() => navigate('/'), AUTH.logoutRedirectMs);
  }
}
