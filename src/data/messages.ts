/**
 * User-facing messages raised outside React (rollbacks, session expiry, push enabled). The app subscribes
 * once and shows them as toasts; the data layer never imports UI code.
 */
export type AppMessage = {
  variant: 'default' | 'success' | 'destructive';
  title: string;
  description?: string;
};

type Listener = (message: AppMessage) => void;
const listeners = new Set<Listener>();

export function emitMessage(message: AppMessage): void {
  for (const listener of listeners) listener(message);
}

export function subscribeMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
