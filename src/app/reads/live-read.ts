/**
 * The one way a screen reads what this device keeps: a Dexie live query over `db`, re-run whenever the rows
 * it read change. On a server-rendered page the server's answers (the page's first data, src/app/ssr) stand
 * in until the local copy has settled, so the server-rendered content never gives way to a skeleton; they are
 * part of the live read, not a read of their own. What only the server can answer goes through
 * `useOnlineRead` (./online-read.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { useFirstData } from '../ssr/first-data';

/** The server's answer to `GET path` when this page was rendered with it (undefined on an app-shell page). */
export const useFirstAnswer: <A>(path: string) => A | undefined = useFirstData;

/**
 * A live query (`undefined` while it loads, and while the local copy has not settled when the query says so
 * by answering `undefined`), with `standIn` (the server's copy, see useFirstAnswer) until then.
 */
export function useLiveRead<T>(
  query: () => Promise<T | undefined> | T | undefined,
  deps: unknown[],
  standIn?: T,
): T | undefined {
  const live = useLiveQuery(query, deps);
  return live !== undefined ? live : standIn;
}

/**
 * A live row (`undefined` while its query loads, `null` when there is none) with the server's copy standing in
 * until it has settled. Once the live query has returned a row for `key`, its absence means the row was
 * deleted since (a delta, a 404): `deleted`, and the server's older copy no longer stands in; nor when the
 * server has said it has no such row now (`gone`).
 */
export function useLiveRow<T>(
  key: unknown,
  query: () => Promise<T | null>,
  standIn: T | undefined,
  gone = false,
): { row: T | null | undefined; deleted: boolean } {
  const live = useLiveQuery(query, [key]);
  const seen = useRef({ key, hadRow: false });
  if (seen.current.key !== key) seen.current = { key, hadRow: false };
  if (live) seen.current.hadRow = true;
  const deleted = live === null && seen.current.hadRow;
  return { row: live || deleted || gone || !standIn ? live : standIn, deleted };
}
