/**
 * What the page does once at start, outside React, in steps the boot runs one per task (src/app/boot.tsx):
 * restoring the session re-renders what shows the signed-in user; then the service worker, persistent storage
 * and the sync engine, which opens the local database and starts the first pulls. In one task the two were
 * one of a first visit's longest.
 */
import { registerServiceWorker } from './service-worker';
import { startSession } from './session';
import { requestPersistentStorage } from './storage';
import { startSync } from './sync';

export const START_STEPS: ReadonlyArray<() => void> = [
  // The cached profile is set synchronously, so the first pulls already include the user's data.
  () => void startSession(),
  () => {
    void registerServiceWorker();
    void requestPersistentStorage();
    startSync();
  },
];
