/**
 * The browser's first render of a server-rendered page must produce the server's markup exactly (Preact
 * adopts the existing DOM and does not patch attributes while hydrating). What only the browser knows — the
 * signed-in user from this device's copy, the connection verdict — is read through `useHydrating()`: while
 * hydrating, components render what the server rendered (the anonymous, online page); right after, they
 * re-render with the device's state.
 *
 * Long lists (a grid of 48 or 100 product cards) hydrate after the rest of the page, a wave of cards per task
 * (`HydrateLater`), instead of in the one hydrating render: on a cheap phone that render alone would block taps
 * for a few hundred milliseconds. Preact keeps a suspended part's server markup while hydrating and resumes
 * into it. The page keeps the server's view until the last wave has hydrated. A list the browser renders
 * itself (the app shell's page once the device's copy answers, a page opened inside the app) shows its later
 * parts the same way, a wave per task after the first paint.
 */
import { type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { nextTask } from '../ui/next-task';

/** The server marks the root of a page it rendered (server/http/server-render.ts); the worker's shell has none. */
export function isServerRendered(root: HTMLElement | null | undefined): boolean {
  return root?.dataset.rendered === 'server';
}

// Preact's useSyncExternalStore has no server snapshot: the server's view is told apart by having no document.
const onServer = typeof document === 'undefined';
/** From the hydrating render until the last wave has hydrated: render the server's view. */
let hydrating = false;
/** Inside the hydrating render itself: a part left for later suspends. */
let firstRender = false;
const listeners = new Set<() => void>();
const waves: Promise<void>[] = [];
/** Parts that hydrate after every numbered wave (`wave="last"`): the page's frame below and beside it. */
let lastWave: { promise: Promise<void>; resolve: () => void } | null = null;

/** A numbered wave, `'last'` (after all of them) or `null` (with the page). */
export type Wave = number | 'last' | null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Hydrates the page: `render` (the hydrating render), then the parts left for later, one wave per task. The
 * page announces both ends (`feira:hydrating`, `feira:hydrated`, read by the journeys) before components turn
 * to the device's state.
 */
export async function hydrateInWaves(render: () => void): Promise<void> {
  dispatchEvent(new Event('feira:hydrating'));
  hydrating = true;
  firstRender = true;
  try {
    render();
  } finally {
    firstRender = false;
  }
  try {
    await waves.at(-1);
    if (lastWave) {
      await nextTask();
      lastWave.resolve();
    }
    // The last wave's render runs after its task (Suspense re-renders what it held back): one more task.
    await nextTask();
    dispatchEvent(new Event('feira:hydrated'));
  } finally {
    hydrating = false;
    for (const listener of listeners) listener();
  }
}

/** True while hydrating and on the server: render the server's view of the page. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrating || onServer,
    () => true,
  );
}

/** The `index`-th of a chain of tasks, one after the other (extended as needed): `index + 1` tasks from now. */
function taskOf(chain: Promise<void>[], index: number): Promise<void> {
  while (chain.length <= index) chain.push((chain.at(-1) ?? Promise.resolve()).then(nextTask));
  return chain[index] as Promise<void>;
}

/** Wave `index` resolves `index + 1` tasks after the hydrating render; `'last'` a task after the last of them. */
function wave(index: number | 'last'): Promise<void> {
  if (index !== 'last') return taskOf(waves, index);
  if (!lastWave) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    lastWave = { promise, resolve };
  }
  return lastWave.promise;
}

/** The waves of the parts mounted in one task: a list rendered later starts its own. */
let rendered: Promise<void>[] = [];
let renderedInThisTask = false;

/**
 * Wave `index` of a list the browser renders itself: `index + 1` tasks after the effects of its render; `'last'`
 * after the waves asked for so far.
 */
function renderWave(index: number | 'last'): Promise<void> {
  if (!renderedInThisTask) {
    renderedInThisTask = true;
    rendered = [];
    void nextTask().then(() => {
      renderedInThisTask = false;
    });
  }
  return taskOf(rendered, index === 'last' ? rendered.length : index);
}

function Suspending({ wave: index, atOnce, children }: { wave: Wave; atOnce: boolean; children: ReactNode }) {
  if (firstRender && index !== null) throw wave(index);
  // Hydrated parts and the server's markup show at once; a part the browser renders itself waits for its wave.
  const [shown, setShown] = useState(() => index === null || atOnce || hydrating || onServer);
  useEffect(() => {
    if (shown || index === null) return;
    let mounted = true;
    void renderWave(index).then(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [shown, index]);
  return shown ? children : null;
}

/**
 * Hydrates `children` (one element) in wave `wave` (null: with the page; `'last'`: after every numbered wave,
 * for the frame every page shares, whose waves it cannot know); the browser's own render of it (the app shell,
 * a page opened inside the app) shows it in that wave too, after the first paint, unless `atOnce` (a section
 * whose late arrival would move what follows it). A later render of a part already shown renders it at once.
 */
export function HydrateLater({
  wave,
  atOnce = false,
  children,
}: {
  wave: Wave;
  atOnce?: boolean;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Suspending wave={wave} atOnce={atOnce}>
        {children}
      </Suspending>
    </Suspense>
  );
}
