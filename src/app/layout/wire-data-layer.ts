import { subscribeMessages } from '../../data/messages';
import { setNavigator } from '../../data/navigation';
import type { AppRouter } from '../router';
import { showToast } from '../stores/toast-store';

let wired = false;

/**
 * Connects the data layer's outward hooks to the app once: its messages become toasts, its redirects go
 * through the router (never window.location, which would reload the app and drop in-memory state).
 */
export function wireDataLayer(router: AppRouter): void {
  if (wired) return;
  wired = true;
  subscribeMessages((message) => showToast(message));
  setNavigator((path) => {
    void router.navigate({ to: path });
  });
}
