/**
 * The one way a screen reads what only the server can answer (an admin list, a seller report, the store or
 * product a page shows): the area data modules call `useOnlineRead`, screens never run a read of their own.
 * Reads of what the device keeps (Dexie) go through `useLiveRead` (./live-read.ts) instead.
 *
 * `read` runs with `key` (null: nothing to read yet) for each key, again on `refresh()`, and with `rereadOnReconnect`
 * each time the live socket opens: what changed while no socket listened was never pushed. With `keep` the
 * answer is saved on this device under `key` (a path) and shown at once next time, also offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { db } from '../../data/db';
import { ApiError } from '../../data/http';
import { settledCount } from '../../data/mutations/settled';
import { keepFreshAnswer, savedReadKey, saveReadAnswer } from '../../data/saved-reads';
import { connectionCount, subscribeConnections } from '../../data/sync/connections';
import { errorMessage } from '../ui/error-message';

export type OnlineReadStatus = 'loading' | 'ready' | 'offline' | 'error';

export interface OnlineRead<T> {
  /** `ready`: the server answered; `offline` / `error`: the last read failed (unreachable / otherwise). */
  status: OnlineReadStatus;
  /** The answer: the fresh one, else the last one for this key (a failed re-read keeps it), else the saved one. */
  data: T | undefined;
  /** The failed read's message, in Portuguese; null while nothing failed. */
  error: string | null;
  /** The read failed at the network level: `data`, if any, is this device's copy. */
  offline: boolean;
  /** The server answered 404. */
  notFound: boolean;
  /** Reads again (a retry button, a write that changed the answer). */
  refresh: () => void;
  /** Replaces the answer with one a write returned, without another read. */
  setData: (data: T) => void;
}

export interface OnlineReadOptions {
  /** Save each answer on this device under the key (a path) and show the saved one until a fresh one arrives. */
  keep?: boolean;
  /** Read again each time the live socket opens. */
  rereadOnReconnect?: boolean;
}

type Outcome<T> =
  | { key: string; kind: 'answered'; data: T }
  | { key: string; kind: 'failed'; data: T | undefined; error: unknown };

export function useOnlineRead<T>(
  key: string | null,
  read: (key: string) => Promise<T>,
  { keep = false, rereadOnReconnect = false }: OnlineReadOptions = {},
): OnlineRead<T> {
  const connections = useSyncExternalStore(subscribeConnections, connectionCount, () => 0);
  const reconnects = rereadOnReconnect ? connections : 0;
  const savedKey = keep && key !== null ? savedReadKey(key) : null;
  const saved = useLiveQuery(
    async () => (savedKey ? ((await db.sellerReads.get(savedKey)) ?? null) : null),
    [savedKey],
  );
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const [round, setRound] = useState(0);
  // The latest `read` closure runs; a new closure on every render is not a reason to read again.
  const readRef = useRef(read);
  readRef.current = read;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` and `reconnects` are the re-read triggers.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void (async () => {
      const before = keep ? await settledCount() : 0;
      let data: T;
      try {
        data = await readRef.current(key);
      } catch (error) {
        if (!live) return;
        setOutcome((last) => ({
          key,
          kind: 'failed',
          data: last?.key === key ? last.data : undefined,
          error,
        }));
        return;
      }
      // Overtaken by a write that settled meanwhile: the answer may predate it, so ask again.
      if (keep && !(await keepFreshAnswer(key, data, before))) {
        if (live) setRound((r) => r + 1);
        return;
      }
      if (live) setOutcome({ key, kind: 'answered', data });
    })();
    return () => {
      live = false;
    };
  }, [key, keep, round, reconnects]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const setData = useCallback(
    (data: T) => {
      if (key === null) return;
      setOutcome({ key, kind: 'answered', data });
      if (keep) void saveReadAnswer(key, data);
    },
    [key, keep],
  );

  const current = outcome?.key === key ? outcome : undefined;
  // A kept read shows the saved answer: it is the fresh one once that arrived, plus the device's queued work.
  const data = keep ? (saved ? (saved.data as T) : undefined) : current?.data;
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
