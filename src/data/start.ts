/**
 * What the page does once at start, outside React (src/app/boot.tsx): restoring the session (which re-renders
 * what shows the signed-in user), then the service worker, persistent storage and the sync engine, which opens
 * the local database and starts the first pulls.
 */
import { registerServiceWorker } from './service-worker';
import { startSession } from './session';
import { requestPersistentStorage } from './storage';
import { startSync } from './sync';

export function startDataLayer(): void {
  // The cached profile is set synchronously, so the first pulls already include the user's data.
  void startSession();
  void registerServiceWorker();
  void requestPersistentStorage();
  startSync();
}
