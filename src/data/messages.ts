/**
 * User-facing messages raised outside React (rollbacks, session expiry, push enabled). The app subscribes
 * once and shows them as toasts; the data layer never imports UI code.
 */
import { messages } from '../domain/messages';

export type AppMessage = {
  variant: 'default' | 'success' | 'destructive';
  title: string;
  description?: string;
};

/** What a refused or failed action says: a title (the generic "Erro" unless given) over the reason. */
export const failureMessage = (
  description: string,
  title: string = messages.consumer.errorTitle,
): AppMessage => ({
  variant: 'destructive',
  title,
  description,
});

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
