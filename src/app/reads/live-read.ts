/**
 * The live read: the one way an area's data module reads what this device keeps (see
 * docs/data-and-sync.md#reading). A Dexie live query over `db`, re-run whenever the rows it read change. On a
 * server-rendered page the answers the page was rendered with (src/app/ssr/first-data.tsx) stand in until the
 * local copy has settled, so server-rendered content never gives way to a skeleton; and whatever an answer has
 * equal to the last one keeps the last one's objects, so the local copy replacing the server's with the same
 * content, or a sync writing back the rows a query already showed, renders nothing again. What only the server can answer
 * goes through the online read (./online-read.ts).
 */
// Not `dequal/lite`: it takes any two Maps or Sets for equal, so a query answering one (the write states of a
// seller's records) would keep handing out its first answer.
import { dequal } from 'dequal';
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { startTransition, useRef } from 'react';
import { liveQuery } from '../../data/db';
import { useFirstAnswers } from '../ssr/first-data';

/** The server's answer to `GET path` when this page was rendered with it (undefined on an app-shell page). */
export type FirstAnswer = <A>(path: string) => A | undefined;

export interface LiveReadOptions<T> {
  /**
   * What the read shows on a server-rendered page until the local copy has settled, built from the page's
   * first answers (undefined: the page was not rendered with them).
   */
  first?: (answer: FirstAnswer) => T | undefined;
}

/**
 * A live query: `undefined` while it loads and while the local copy has not settled (the query says so by
 * answering `undefined`), with the `first` stand-in until then. The query is handed the page's first answers
 * too, for what the local copy lacks after it has settled (a promotion's product not on this device yet).
 */
export function useLiveRead<T>(
  query: (first: FirstAnswer) => Promise<T | undefined> | T | undefined,
  deps: unknown[],
  { first }: LiveReadOptions<T> = {},
): T | undefined {
  return useLive(query, deps, first, (live) => live === undefined);
}

export interface LiveRowOptions<T> extends LiveReadOptions<T> {
  /** The server has just said it has no such row: its first copy no longer stands in. */
  gone?: boolean;
}

/**
 * One live row (`undefined` while its query loads, `null` when there is none) with the `first` stand-in until
 * the local copy has it. Once the query has returned a row for `key`, its absence means the row was deleted
 * since (a delta, a 404): `deleted`, and the server's older copy no longer stands in.
 */
export function useLiveRow<T>(
  key: unknown,
  query: () => Promise<T | null>,
  { first, gone = false }: LiveRowOptions<T> = {},
): { row: T | null | undefined; deleted: boolean } {
  const seen = useRef({ key, hadRow: false });
  if (seen.current.key !== key) seen.current = { key, hadRow: false };
  let deleted = false;
  const row = useLive(query, [key], first, (live) => {
    if (live) seen.current.hadRow = true;
    deleted = live === null && seen.current.hadRow;
    return !live && !deleted && !gone;
  });
  return { row, deleted };
}

/** The one mechanism of both: the live query, the first answers standing in while `standsIn`, stable objects. */
function useLive<T, L extends T | null | undefined>(
  query: (first: FirstAnswer) => Promise<L> | L,
  deps: unknown[],
  first: ((answer: FirstAnswer) => T | undefined) | undefined,
  standsIn: (live: L | undefined) => boolean,
): L | T | undefined {
  const answers = useFirstAnswers();
  // The page's first answers never change after it has been rendered: not a dependency of the query.
  const answer: FirstAnswer = (path) => answers[path] as never;
  const live = useObservable(() => asReactHearsIt(liveQuery(() => query(answer))), deps);
  const standIn = standsIn(live) && first ? first(answer) : undefined;
  return useStable(standIn !== undefined ? standIn : live);
}

/**
 * A live query as React should hear it. Dexie answers again after every write to the tables a query read, with
 * new objects even when nothing it shows changed (the start's pulls write back the rows the page was rendered
 * with): an answer equal to the last one is not passed on, so the component does not render for nothing.
 * A new answer is passed on in a transition: dexie-react-hooks renders on an ordinary update, which React
 * renders in one blocking task (a page's whole grid when the local copy first answers); as a transition it
 * renders in slices that yield to a tap, and answers that arrive together render once.
 */
function asReactHearsIt<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (next, error) => {
      let last: T | undefined;
      return source.subscribe(
        (value) => {
          const kept = keepEqual<T | undefined>(last, value) as T;
          if (kept === last) return;
          last = kept;
          startTransition(() => next(kept));
        },
        (reason) => {
          // The next answer replaces the error, even one equal to the answer before it.
          last = undefined;
          startTransition(() => error?.(reason));
        },
      );
    },
    // No synchronous probe in render: a live query has no answer before its first query has run.
    hasValue: () => source.hasValue?.() ?? false,
    getValue: () => source.getValue?.() as T,
  };
}

/**
 * The value returned last time where the new one has the same content. A live query answers with new objects
 * after every write to its tables, even when the sync wrote back the rows it already had (or the ones the
 * server rendered the page with): handing out the old references, for the whole answer or for each of its
 * unchanged rows, lets memoized children (the product cards) skip a render that would change nothing.
 */
function useStable<T>(value: T): T {
  const last = useRef(value);
  last.current = keepEqual(last.current, value);
  return last.current;
}

function keepEqual<T>(last: T, next: T): T {
  if (last === next || dequal(last, next)) return last;
  if (Array.isArray(last) && Array.isArray(next)) return next.map((item, i) => keepEqual(last[i], item)) as T;
  if (isPlainObject(last) && isPlainObject(next)) {
    return Object.fromEntries(
      Object.entries(next).map(([key, item]) => [key, keepEqual(last[key], item)]),
    ) as T;
  }
  return next;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
