/**
 * Reads and writes made during one turn of the event loop, gathered into one statement. Under load, the
 * requests whose previous database answers arrived in the same turn share a round trip (their sessions, the
 * events they publish, the notifications they write, the push targets they look up); alone, a call waits for
 * no one but the end of its turn. Each caller still awaits its own result, so a request answers only after its
 * part is done, exactly as with a statement of its own.
 */
import DataLoader from 'dataloader';

export type PerTick<K, V> = DataLoader<K, V>;

/**
 * `load` receives the keys in call order and answers one value per key, in the same order. Repeated keys are
 * passed as they come (no memoisation: every call is a fresh read).
 */
export function perTick<K, V>(load: (keys: readonly K[]) => Promise<V[]>): PerTick<K, V> {
  return new DataLoader<K, V>(load, { cache: false, batchScheduleFn: (run) => setImmediate(run) });
}

/** One gatherer per database handle (the app, a test's second app and a bench each have their own). */
export function perHandle<H extends object, T>(make: (handle: H) => T): (handle: H) => T {
  const made = new WeakMap<H, T>();
  return (handle) => {
    let value = made.get(handle);
    if (value === undefined) {
      value = make(handle);
      made.set(handle, value);
    }
    return value;
  };
}
