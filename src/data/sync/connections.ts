/**
 * How many times the live socket has opened since the app started, apart from the sync engine (index.ts) so a
 * screen can follow it without loading the engine and the local database with the page.
 */
let connections = 0;
const listeners = new Set<() => void>();

/** How many times the live socket has opened since the app started. */
export function connectionCount(): number {
  return connections;
}

/** Called on each opening of the live socket (pages that read their own data read it again). */
export function subscribeConnections(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The sync engine's word that the socket opened (after it asked for everything the socket keeps current). */
export function connectionOpened(): void {
  connections += 1;
  for (const listener of listeners) listener();
}
