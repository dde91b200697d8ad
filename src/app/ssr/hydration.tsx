/**
 * The browser's first render of a server-rendered page is React's hydration of the server's markup, and it must
 * render exactly what the server rendered. What only the browser knows (the signed-in user from this device's
 * copy, the connection verdict, the clock) is read through `useHydrating()`, a store with a server snapshot:
 * React renders the server's view while it hydrates, and the device's view once the whole page has hydrated
 * (`hydrationDone`), in one update after hydration instead of state updates during it.
 *
 * Parts below the first screen sit in `<Later>` boundaries: React hydrates each Suspense boundary in a render
 * of its own, at low priority and in short slices, and hydrates first the one a tap lands on.
 */
import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { FIRST_DATA_ELEMENT_ID } from '../../domain/first-data';

/** A page the server rendered carries its first data (server/http/page-head.ts); the app shell has none. */
export function isServerRendered(document: Document | undefined): boolean {
  return Boolean(document?.getElementById(FIRST_DATA_ELEMENT_ID));
}

/** True from the start until the page has hydrated, on a server-rendered page only. */
let hydrating = isServerRendered(globalThis.document);
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The page has hydrated (src/app/boot.tsx): components turn to the device's state. */
export function hydrationDone(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

/** True on the server and while the page hydrates: render the server's view of the page. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrating,
    () => true,
  );
}

/**
 * A part of the page that hydrates on its own, after what is above it (a grid's card, a section below the
 * first screen). It renders its children at once everywhere: it only draws the line React hydrates by.
 */
export function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
