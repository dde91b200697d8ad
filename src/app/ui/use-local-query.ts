import { type DependencyList, useEffect, useState } from 'react';
import type { FeiraDb } from '../../data/db';
import { localDb, subscribeLocal } from '../../data/local';
import { isServerRendered } from '../ssr/hydration';
import { nextTask } from './next-task';

type Result<T> = { value: T } | { error: unknown } | undefined;

let turn: Promise<void> = Promise.resolve();

/** A server-rendered page already shows its data; the app shell shows skeletons until its queries answer. */
const serverRendered = isServerRendered(globalThis.document?.getElementById('root'));

/**
 * Runs `start` in a task of its own, after those asked before it and once the database is open, on a
 * server-rendered page: it mounts a dozen live queries at once, and started together (or waiting together for
 * the database) their first answers (equal to what the page shows) come back in one long task with the renders
 * they cause. The app shell starts them at once: its screen waits for them.
 */
function inTurn(start: () => void): void {
  if (!serverRendered) {
    start();
    return;
  }
  turn = turn
    // A database that fails to load or open is the query's own error (subscribeLocal reports it to the screen).
    .then(() => localDb().catch(() => undefined))
    .then(nextTask)
    .then(start)
    // Reported as uncaught, outside the chain: the queries after it still start.
    .catch((error: unknown) =>
      queueMicrotask(() => {
        throw error;
      }),
    );
}

/**
 * A live query over this device's database (src/data/local.ts): `undefined` until its first result, then
 * every new result as the tables it read change. Like dexie-react-hooks' `useLiveQuery`, with the database
 * loaded on first use instead of with the page: on a server-rendered page the first query runs once the page
 * has hydrated, and the screens show the server's first data until then (src/app/ssr/first-data.tsx).
 * `deps` restart the query; until the new one answers, the previous result stays. A failed query throws at
 * render, to the route's error boundary.
 */
export function useLocalQuery<T>(
  query: (db: FeiraDb) => Promise<T> | T,
  deps: DependencyList,
): T | undefined {
  const [result, setResult] = useState<Result<T>>(undefined);
  useEffect(
    () => {
      let stop: (() => void) | undefined;
      let stopped = false;
      inTurn(() => {
        if (stopped) return;
        stop = subscribeLocal(
          query,
          (value) => setResult({ value }),
          (error) => setResult({ error }),
        );
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when the query restarts.
    deps,
  );
  if (result && 'error' in result) throw result.error;
  return result?.value;
}
