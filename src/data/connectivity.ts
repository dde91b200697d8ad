/** Online/offline as a tiny subscribable value for the UI's connection indicator. */
type Listener = (online: boolean) => void;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(navigator.onLine);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', emit);
  window.addEventListener('offline', emit);
}

export function subscribeOnline(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);
