/**
 * What the page does once at start, outside React: restore the session, register the service worker, ask for
 * persistent storage, then start the sync engine (pulls, socket, mutation queue).
 */
import { registerServiceWorker } from './service-worker';
import { startSession } from './session';
import { requestPersistentStorage } from './storage';
import { startSync } from './sync';

let started = false;

/** Waits for a moment the browser has nothing else to do (at most `timeout` ms). */
function whenIdle(run: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 0);
}

/**
 * `idle`: the page already shows its data (server-rendered): only the session starts now, so a tap right after
 * hydration knows who is signed in; the worker and the sync wait for the browser's first idle moment.
 */
export function startApp({ idle = false }: { idle?: boolean } = {}): void {
  if (started) return;
  started = true;
  // startSession sets the cached profile synchronously, so the first pulls already include the user's data.
  void startSession();
  const rest = () => {
    void registerServiceWorker();
    void requestPersistentStorage();
    startSync();
  };
  if (idle) whenIdle(rest, 2000);
  else rest();
}
