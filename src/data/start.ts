/**
 * What the page does once at start, outside React (src/app/boot.tsx), after a server-rendered page has
 * hydrated: restoring the session (which re-renders what shows the signed-in user), then the service worker,
 * persistent storage and the sync engine, which opens the local database and starts the first pulls. Each step
 * is a task of its own: the browser gets the main thread back between them, so a tap right after hydration is
 * answered at once.
 */
import { registerServiceWorker } from './service-worker';
import { startSession } from './session';
import { requestPersistentStorage } from './storage';
import { startSync } from './sync';
import { yieldToBrowser } from './yield';

export async function startDataLayer(): Promise<void> {
  // The cached profile is set synchronously, so the first pulls already include the user's data.
  void startSession();
  await yieldToBrowser();
  void registerServiceWorker();
  await yieldToBrowser();
  void requestPersistentStorage();
  await yieldToBrowser();
  startSync();
}
