/**
 * Registers sw.js at the root scope with no HTTP cache for its updates (spec 001 §2), and exposes
 * whether a new version is waiting so the UI can offer it.
 */
import { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
let workbox: Workbox | undefined;
let updateWaiting = false;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of listeners) listener(true);
  });
  // Once the new worker takes over, reload so the page and its assets come from one version.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) globalThis.location.reload();
  });
  await workbox.register();
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(updateWaiting);
  return () => listeners.delete(listener);
}

export function acceptUpdate(): void {
  workbox?.messageSkipWaiting();
}
