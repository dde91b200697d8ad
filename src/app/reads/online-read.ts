/**
 * The online read: the one way an area's data module reads what only the server can answer (an admin list, a
 * seller report, the store or product a page shows, search results, a page of notifications); see
 * docs/data-and-sync.md#reading. What the device keeps is read with the live read (./live-read.ts) instead.
 *
 * `read` runs with `key` (built by the data module from what it reads; null: nothing to read yet) for each
 * key, again on `refresh()`, and with `rereadOnReconnect` each time the live socket opens: what changed while
 * no socket listened was never pushed. The answer lives in the hook, for the screen that asked; a screen that
 * must work offline has a `read` that writes what it fetched into the synced tables, and shows them through a
 * live read.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../data/http';
import { connectionCount, subscribeConnections } from '../../data/sync/connections';
import { useFirstAnswers } from '../ssr/first-data';
import { errorMessage } from '../ui/error-message';
import type { FirstAnswer } from './live-read';

export type OnlineReadStatus = 'loading' | 'ready' | 'offline' | 'error';

export interface OnlineRead<T> {
  /** `ready`: the server answered; `offline` / `error`: the last read failed (unreachable / otherwise). */
  status: OnlineReadStatus;
  /** The answer: the fresh one, else the last one for this key (a failed re-read keeps it). */
  data: T | undefined;
  /** The failed read's message, in Portuguese; null while nothing failed. */
  error: string | null;
  /** The read failed at the network level (offline, or the server out of reach). */
  offline: boolean;
  /** The server answered 404. */
  notFound: boolean;
  /** Reads again (a retry button, a write that changed the answer). */
  refresh: () => void;
  /** Replaces the answer with one a write returned, without another read. */
  setData: (data: T) => void;
}

export interface OnlineReadOptions<T> {
  /**
   * The answer a server-rendered page was rendered with (undefined: none): it is the read's answer, and the
   * server is not asked again while the page is open.
   */
  first?: (answer: FirstAnswer) => T | undefined;
  /** Read again each time the live socket opens. */
  rereadOnReconnect?: boolean;
}

type Outcome<T> =
  | { key: string; kind: 'answered'; data: T }
  | { key: string; kind: 'failed'; data: T | undefined; error: unknown };

export function useOnlineRead<T>(
  asked: string | null,
  read: (key: string) => Promise<T>,
  { first, rereadOnReconnect = false }: OnlineReadOptions<T> = {},
): OnlineRead<T> {
  const answers = useFirstAnswers();
  const rendered = first?.((path) => answers[path] as never);
  const key = rendered === undefined ? asked : null;
  const connections = useSyncExternalStore(subscribeConnections, connectionCount, () => 0);
  const reconnects = rereadOnReconnect ? connections : 0;
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const [round, setRound] = useState(0);
  // The latest `read` closure runs; a new closure on every render is not a reason to read again.
  const readRef = useRef(read);
  readRef.current = read;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` and `reconnects` are the re-read triggers.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    readRef.current(key).then(
      (data) => live && setOutcome({ key, kind: 'answered', data }),
      (error: unknown) =>
        live &&
        setOutcome((last) => ({
          key,
          kind: 'failed',
          data: last?.key === key ? last.data : undefined,
          error,
        })),
    );
    return () => {
      live = false;
    };
  }, [key, round, reconnects]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const setData = useCallback(
    (data: T) => {
      if (key === null) return;
      setOutcome({ key, kind: 'answered', data });
    },
    [key],
  );

  if (rendered !== undefined) {
    return {
      status: 'ready',
      data: rendered,
      error: null,
      offline: false,
      notFound: false,
      refresh,
      setData,
    };
  }
  const current = outcome?.key === key ? outcome : undefined;
  const data = current?.data;
  if (current?.kind !== 'failed') {
    const status = current ? 'ready' : 'loading';
    return { status, data, error: null, offline: false, notFound: false, refresh, setData };
  }
  const offline = current.error instanceof ApiError && current.error.isUnreachable;
  return {
    status: offline ? 'offline' : 'error',
    data,
    error: errorMessage(current.error),
    offline,
    notFound: current.error instanceof ApiError && current.error.status === 404,
    refresh,
    setData,
  };
}
