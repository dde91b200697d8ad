/**
 * Registers sw.js at the root scope with no HTTP cache for its updates, exposes whether a new version is
 * waiting (the UI offers it: 'Nova versão disponível'), and is the page's side of the worker protocol:
 * the page tells the worker who is signed in and asks it to replay its queue; the worker reports results.
 */
import { PAGE_MESSAGES, SYNC_CHANNEL, type WorkerMessage } from './worker-protocol';

type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
const messageListeners = new Set<(message: WorkerMessage) => void>();
let waitingWorker: ServiceWorker | null = null;
let updateWaiting = false;
let reloading = false;
let updateAccepted = false;

function markWaiting(worker: ServiceWorker): void {
  waitingWorker = worker;
  updateWaiting = true;
  for (const listener of listeners) listener(true);
}

/**
 * Native registration (no workbox-window: this runs on the first route, where every kilobyte counts). A worker
 * that finishes installing while another controls the page waits until the user accepts the update.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => dispatch(event.data));
  if ('BroadcastChannel' in globalThis) {
    new BroadcastChannel(SYNC_CHANNEL).addEventListener('message', (event) => dispatch(event.data));
  }
  const hadController = Boolean(container.controller);
  // Once the accepted worker takes over, reload so the page and its assets come from one version. An accepted
  // update counts even when the page had no controller at load (first visit; the first worker claimed it).
  container.addEventListener('controllerchange', () => {
    if ((hadController || updateAccepted) && !reloading) {
      reloading = true;
      globalThis.location.reload();
    }
  });
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  if (registration.waiting && container.controller) markWaiting(registration.waiting);
  // The activate-time claim misses a page whose navigation began while the worker was activating: ask again.
  void container.ready.then((ready) => {
    if (!container.controller) ready.active?.postMessage({ type: PAGE_MESSAGES.claim });
  });
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) markWaiting(installing);
    });
  });
}

function dispatch(data: unknown): void {
  if (!data || typeof data !== 'object' || typeof (data as { type?: unknown }).type !== 'string') return;
  for (const listener of messageListeners) listener(data as WorkerMessage);
}

export function onWorkerMessage(listener: (message: WorkerMessage) => void): () => void {
  messageListeners.add(listener);
  return () => {
    messageListeners.delete(listener);
  };
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(updateWaiting);
  return () => {
    listeners.delete(listener);
  };
}

/** How long the page waits, quiet, for the accepted worker to take over before it reloads to ask again. */
export const TAKEOVER_WAIT_MS = 5000;
let takeover: Promise<void> | null = null;

/**
 * The user accepted the new version: the waiting worker is asked to skip waiting, and until it has taken over
 * (the page then reloads on `controllerchange`) the page sends no new request of its own (`untilTakenOver`).
 * Chromium retires the old worker once it is idle, and asks it to be idle at once; a request reaching it in
 * the moment it stops (the pull the same tap started: the tap is often the prefetch moment) starts it again,
 * and Chromium then asks again only on a navigation or after five minutes: a second skipWaiting() is ignored
 * while the first is pending. So the page keeps quiet, and if the new worker still waits after
 * TAKEOVER_WAIT_MS (a request that is not the data layer's, an image), it reloads: the navigation asks again.
 */
export function acceptUpdate(): void {
  updateAccepted = true;
  waitingWorker?.postMessage({ type: PAGE_MESSAGES.skipWaiting });
  takeover ??= new Promise<void>((resolve) => {
    setTimeout(() => {
      resolve();
      if (!reloading) {
        reloading = true;
        globalThis.location.reload();
      }
    }, TAKEOVER_WAIT_MS);
  });
}

/** While an accepted update takes over, what a new request waits for; null otherwise. */
export function untilTakenOver(): Promise<void> | null {
  return takeover;
}

/** False when no worker controls the page yet (the page's own pump covers the queue meanwhile). */
function postToWorker(message: unknown): boolean {
  try {
    const controller = globalThis.navigator?.serviceWorker?.controller;
    controller?.postMessage(message);
    return Boolean(controller);
  } catch {
    return false;
  }
}

let toldUserId: number | null | undefined;

/**
 * Who is signed in (null after logout): the worker replays only that user's queued writes. Told once per
 * change: every profile refresh stores the user again, and a replay answered 401 makes the page re-check the
 * session, so re-telling the same user each time made a tight replay → 401 → re-check → replay loop.
 */
export function tellWorkerSession(userId: number | null): void {
  if (userId === toldUserId) return;
  if (postToWorker({ type: PAGE_MESSAGES.session, userId })) toldUserId = userId;
}

export function askWorkerToReplay(): void {
  void postToWorker({ type: PAGE_MESSAGES.replay });
}

/** Resolves once a service worker is active for this page (never, in a browser without them). */
export function whenWorkerActive(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  return container ? container.ready.then(() => undefined) : new Promise(() => {});
}

export function isControlledByWorker(): boolean {
  return Boolean(globalThis.navigator?.serviceWorker?.controller);
}
