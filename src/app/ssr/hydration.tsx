/**
 * The browser's first render of a server-rendered page must produce the server's markup exactly (Preact
 * adopts the existing DOM and does not patch attributes while hydrating). What only the browser knows — the
 * signed-in user from this device's copy, the connection verdict — is read through `useHydrating()`: while
 * hydrating, components render what the server rendered (the anonymous, online page); right after, they
 * re-render with the device's state.
 *
 * Hydration is spread over several tasks: the first render adopts the page but leaves the subtrees wrapped in
 * `<HydrateLater>` (product cards, below-the-fold sections) as they are; each then hydrates in a task of its
 * own, in document order, so no single long task keeps a cheap phone from answering a tap (Preact keeps a
 * suspended subtree's server markup and resumes hydrating it when its promise settles).
 */
import { type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { nextTask } from '../ui/next-task';

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

interface Turn {
  done: boolean;
  promise: Promise<void>;
  start: () => void;
}

/** Subtrees waiting to hydrate, in the order the first render met them (document order). */
const turns: Turn[] = [];

function takeTurn(): Turn {
  let start = () => {};
  const turn: Turn = { done: false, promise: new Promise<void>((resolve) => (start = resolve)), start };
  turn.start = () => {
    turn.done = true;
    start();
  };
  turns.push(turn);
  return turn;
}

/**
 * Hydrates a server-rendered page: `render` adopts the markup (components see `useHydrating() === true`),
 * then each `<HydrateLater>` subtree hydrates in its own task. Settles once the whole page has hydrated.
 */
export async function hydrate(render: () => void): Promise<void> {
  hydrating = true;
  try {
    render();
    for (let turn = turns.shift(); turn; turn = turns.shift()) {
      await nextTask();
      turn.start();
    }
    await nextTask();
  } finally {
    hydrating = false;
    for (const listener of listeners) listener();
  }
}

function Deferred({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (hydrating && !onServer ? takeTurn() : null));
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * Its child (one element) hydrates after the page's first render, in a task of its own; outside hydration it
 * renders at once. For what is below the fold or repeated many times, never for what the first tap needs.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

/** True during the hydrating render and on the server: render the server's view of the page. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrating || onServer,
    () => true,
  );
}
