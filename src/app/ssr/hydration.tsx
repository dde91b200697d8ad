/**
 * The browser's first render of a server-rendered page must produce the server's markup exactly (Preact
 * adopts the existing DOM and does not patch attributes while hydrating). What only the browser knows — the
 * signed-in user from this device's copy, the connection verdict — is read through `useHydrating()`: while
 * hydrating, components render what the server rendered (the anonymous, online page); right after, they
 * re-render with the device's state.
 */
import { useSyncExternalStore } from 'react';

// Preact's useSyncExternalStore has no server snapshot: the server's view is told apart by having no document.
const onServer = typeof document === 'undefined';
let hydrating = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs the hydrating render; components see `useHydrating() === true` during it. */
export function whileHydrating(render: () => void): void {
  hydrating = true;
  try {
    render();
  } finally {
    hydrating = false;
    for (const listener of listeners) listener();
  }
}

/** True during the hydrating render and on the server: render the server's view of the page. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrating || onServer,
    () => true,
  );
}
