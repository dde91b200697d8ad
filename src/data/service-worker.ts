/**
 * Registers sw.js at the root scope with no HTTP cache for its updates, exposes whether a new version is
 * waiting (the UI offers it: 'Nova versão disponível'), and is the page's side of the worker protocol:
 * the page tells the worker who is signed in and asks it to replay its queue; the worker reports results.
 */
import { Workbox } from 'workbox-window';
import { PAGE_MESSAGES, SYNC_CHANNEL, type WorkerMessage } from './worker-protocol';

type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
const messageListeners = new Set<(message: WorkerMessage) => void>();
let workbox: Workbox | undefined;
let updateWaiting = false;
let reloading = false;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of listeners) listener(true);
  });
  // Once the accepted worker takes over, reload so the page and its assets come from one version.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate && !reloading) {
      reloading = true;
      globalThis.location.reload();
    }
  });
  navigator.serviceWorker.addEventListener('message', (event) => dispatch(event.data));
  if ('BroadcastChannel' in globalThis) {
    new BroadcastChannel(SYNC_CHANNEL).addEventListener('message', (event) => dispatch(event.data));
  }
  await workbox.register();
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

export function acceptUpdate(): void {
  workbox?.messageSkipWaiting();
}

function postToWorker(message: unknown): void {
  try {
    globalThis.navigator?.serviceWorker?.controller?.postMessage(message);
  } catch {
    // No worker yet: the page's own pump covers the queue meanwhile.
  }
}

/** Who is signed in (null after logout): the worker replays only that user's queued writes. */
export function tellWorkerSession(userId: number | null): void {
  postToWorker({ type: PAGE_MESSAGES.session, userId });
}

export function askWorkerToReplay(): void {
  postToWorker({ type: PAGE_MESSAGES.replay });
}

export function isControlledByWorker(): boolean {
  return Boolean(globalThis.navigator?.serviceWorker?.controller);
}
