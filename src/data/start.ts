/**
 * What the page does once at start, outside React: register the service worker, ask for persistent
 * storage, restore the session, then start the sync engine (pulls, socket, mutation queue).
 */
import { registerServiceWorker } from './service-worker';
import { startSession } from './session';
import { requestPersistentStorage } from './storage';
import { startSync } from './sync';

let started = false;

export function startApp(): void {
  if (started) return;
  started = true;
  void registerServiceWorker();
  void requestPersistentStorage();
  // startSession sets the cached profile synchronously, so the first pulls already include the user's data.
  void startSession();
  startSync();
}
