import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { db } from './db';
import { localDb, subscribeLocal } from './local';

beforeEach(async () => {
  await db.searchHistory.clear();
});

/** A live query over the search history: its results so far, a wait for the next one, and its unsubscribe. */
function watchTerms() {
  const results: string[][] = [];
  const waiters: Array<() => void> = [];
  const stop = subscribeLocal(
    async (local) => (await local.searchHistory.orderBy('searchedAt').toArray()).map((r) => r.term),
    (terms) => {
      results.push(terms);
      waiters.shift()?.();
    },
    (error) => {
      throw error;
    },
  );
  const next = () => new Promise<void>((resolve) => waiters.push(resolve));
  return { results, next, stop };
}

it('loads the database on first use, once, for every caller, and hands it over open', async () => {
  db.close();
  const [a, b] = await Promise.all([localDb(), localDb()]);
  expect(a).toBe(db);
  expect(b).toBe(db);
  expect(a.isOpen()).toBe(true);
});

it('answers a live query once loaded and again when a table it read changes', async () => {
  const watch = watchTerms();
  await watch.next();
  expect(watch.results).toEqual([[]]);
  const changed = watch.next();
  await db.searchHistory.put({ term: 'queijo', searchedAt: 1 });
  await changed;
  expect(watch.results.at(-1)).toEqual(['queijo']);
  watch.stop();
});

it('says nothing after its unsubscribe, even one called before the database loaded', async () => {
  const watch = watchTerms();
  watch.stop();
  await db.searchHistory.put({ term: 'mel', searchedAt: 2 });
  // A live query that did subscribe answers within this time (the test above); this one must not.
  const other = watchTerms();
  await other.next();
  other.stop();
  expect(other.results).toEqual([['mel']]);
  expect(watch.results).toEqual([]);
});
