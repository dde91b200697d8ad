import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectionCount, subscribeConnections } from '../../../../data/sync/connections';

export type ServerRead<T> =
  | { status: 'pending' }
  | { status: 'answered'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * A page's own read of the server (the store, the product it shows), run for each `id` and again each time
 * the live socket opens: what changed while no socket listened (before the first one opened, during a drop)
 * was never pushed. While a re-read runs, the previous answer for the same `id` stays.
 */
export function useServerRead<T>(id: number, read: (id: number) => Promise<T>): ServerRead<T> {
  const connections = useSyncExternalStore(subscribeConnections, connectionCount, () => 0);
  const [answer, setAnswer] = useState<{ id: number; read: ServerRead<T> }>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is the page's module function; `connections` is the re-read trigger.
  useEffect(() => {
    let cancelled = false;
    read(id).then(
      (value) => !cancelled && setAnswer({ id, read: { status: 'answered', value } }),
      (error: unknown) => !cancelled && setAnswer({ id, read: { status: 'failed', error } }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, connections]);

  return answer?.id === id ? answer.read : { status: 'pending' };
}
