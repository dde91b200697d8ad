/**
 * The local database (src/data/db.ts) on first use instead of with the page's first code: Dexie is about a
 * quarter of the first route's script bytes, and a server-rendered page shows the server's data and hydrates
 * without it (issue #15). Screens read it through `useLocalQuery` (src/app/ui/use-local-query.ts), commands
 * await `localDb()`; the data layer's own modules (sync, mutations, session) import db.ts directly and are
 * themselves loaded after hydration (src/app/boot.tsx).
 */
import type { FeiraDb } from './db';

let loading: Promise<typeof import('./db')> | undefined;

function loadDb(): Promise<typeof import('./db')> {
  loading ??= import('./db')
    // Opened here, not by its first query: queries asked while it opens would all wait for the opening and
    // answer in the one task that ends it (with the renders they cause), whatever order their callers spread
    // them in.
    .then(async (module) => {
      await module.db.open();
      return module;
    })
    // A failed load or opening (its file missing from a new deploy, or not in the worker's cache offline) is
    // asked again by the next caller instead of failing every later read.
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The database, once its module is loaded and the database open (the same promise for every caller). */
export async function localDb(): Promise<FeiraDb> {
  return (await loadDb()).db;
}

/**
 * Runs `query` as a live query (Dexie's `liveQuery`: it runs again whenever a table it read changes) once the
 * database is loaded, and hands each result to `next`. Returns the unsubscribe, safe to call before the load.
 */
export function subscribeLocal<T>(
  query: (db: FeiraDb) => Promise<T> | T,
  next: (value: T) => void,
  error: (reason: unknown) => void,
): () => void {
  let closed = false;
  let subscription: { unsubscribe(): void } | undefined;
  loadDb().then(({ db, liveQuery }) => {
    if (!closed) subscription = liveQuery(() => query(db)).subscribe({ next, error });
  }, error);
  return () => {
    closed = true;
    subscription?.unsubscribe();
  };
}
