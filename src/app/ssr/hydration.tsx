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
 * into it; a wave of a grid's cards suspends as one part, its range of markup between comment markers. The page keeps the server's view until the last wave has hydrated. A list the browser renders
 * itself (the app shell's page once the device's copy answers, a page opened inside the app) shows its later
 * parts the same way, a wave per task after the first paint.
 */
import {
  type Attributes,
  createElement,
  Fragment,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
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

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

/**
 * A promise to resolve later, made without `then`: the hydrating render asks for its waves deep inside
 * Preact's recursion, and with DevTools' async stack traces on (as in Lighthouse) every `then` there records
 * that whole stack (the waves' chain of `then`s cost 2–8 ms of the home page's hydrating task so).
 */
function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The hydrating render's numbered waves, by index (a page may skip some), resolved by `hydrateInWaves`. */
const waves: Deferred[] = [];
/** Parts that hydrate after every numbered wave (`wave="last"`): the page's frame below and beside it. */
let lastWave: Deferred | null = null;

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
    // Wave `index` resolves `index + 1` tasks after the hydrating render; each renders in its own task.
    for (let index = 0; index < waves.length; index++) {
      await nextTask();
      waves[index]?.resolve();
    }
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

/** Wave `index` of the hydrating render, or `'last'` (a task after the last of them). */
function wave(index: number | 'last'): Promise<void> {
  if (index === 'last') {
    lastWave ??= deferred();
    return lastWave.promise;
  }
  waves[index] ??= deferred();
  return waves[index].promise;
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

/** An HTML comment in the server's markup (preact-render-to-string writes a Fragment's `UNSTABLE_comment`). */
const comment = (text: string) => createElement(Fragment, { UNSTABLE_comment: text } as Attributes);

function Suspending({
  wave: index,
  atOnce,
  range,
  children,
}: {
  wave: Wave;
  atOnce: boolean;
  range: boolean;
  children: ReactNode;
}) {
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
  if (!shown) return null;
  // The server marks the range of several siblings that suspend as one part; Preact keeps all of it while
  // hydrating (one suspension, one promise, instead of one per sibling) and resumes into it in its wave.
  return onServer && range ? [comment('$s'), children, comment('/$s')] : children;
}

/**
 * Hydrates `children` (one element, or several siblings with `range`) in wave `wave` (null: with the page;
 * `'last'`: after every numbered wave, for the frame every page shares, whose waves it cannot know); the
 * browser's own render of it (the app shell, a page opened inside the app) shows it in that wave too, after
 * the first paint, unless `atOnce` (a section whose late arrival would move what follows it). A later render
 * of a part already shown renders it at once.
 */
export function HydrateLater({
  wave,
  atOnce = false,
  range = false,
  children,
}: {
  wave: Wave;
  atOnce?: boolean;
  /** `children` are several siblings (a wave of a grid's items): they suspend as one part, in one range. */
  range?: boolean;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Suspending wave={wave} atOnce={atOnce} range={range}>
        {children}
      </Suspending>
    </Suspense>
  );
}
