/**
 * What the page does once at start, outside React: register the service worker and run the
 * first sync, then refresh again whenever the connection comes back or the tab becomes visible.
 */
import { registerServiceWorker } from './service-worker';
import { syncHome } from './sync/catalogue';

let started = false;

export function startApp(): void {
  if (started) return;
  started = true;
  void registerServiceWorker();
  void syncHome();
  globalThis.addEventListener('online', () => void syncHome());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void syncHome();
  });
  void navigator.storage?.persist?.().catch(() => false);
}
