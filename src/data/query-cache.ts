/**
 * Answers of online-only reads kept in memory with spec 000 §9's staleness and garbage collection: a read
 * younger than its `staleMs` is answered from memory (the push and payment configuration and the plans: 15
 * minutes), an answer nobody asked for during CACHE_GC_MS is dropped, and concurrent reads of one key share
 * one request. A failed read is not kept. Clock and timers are injectable for the tests.
 */
import { CACHE_GC_MS } from '../domain/constants';

interface Entry {
  value?: unknown;
  fetchedAt?: number;
  running?: Promise<unknown>;
  gc?: ReturnType<typeof setTimeout>;
}

export interface QueryCacheOptions {
  now?: () => number;
  gcMs?: number;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

export function createQueryCache(options: QueryCacheOptions = {}) {
  const now = options.now ?? Date.now;
  const gcMs = options.gcMs ?? CACHE_GC_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer));
  const entries = new Map<string, Entry>();

  const touch = (key: string, entry: Entry) => {
    if (entry.gc !== undefined) clearTimer(entry.gc);
    entry.gc = setTimer(() => entries.delete(key), gcMs);
  };

  return {
    read<T>(key: string, staleMs: number, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key) ?? {};
      entries.set(key, entry);
      touch(key, entry);
      if (entry.fetchedAt !== undefined && now() - entry.fetchedAt < staleMs)
        return Promise.resolve(entry.value as T);
      if (entry.running) return entry.running as Promise<T>;
      const running = load().then(
        (value) => {
          entry.value = value;
          entry.fetchedAt = now();
          entry.running = undefined;
          return value;
        },
        (error: unknown) => {
          entry.running = undefined;
          throw error;
        },
      );
      entry.running = running;
      return running;
    },
    /** Whether an answer for `key` is held. */
    has(key: string): boolean {
      return entries.get(key)?.fetchedAt !== undefined;
    },
    /**
     * Forgets the answers of the paths `keys` name (a key is a path prefix, `/api/stores`; one without a
     * leading slash names an /api path, `banners`): the next read asks the server. Returns how many.
     */
    invalidate(keys: readonly string[]): number {
      const prefixes = keys.map((key) => (key.startsWith('/') ? key : `/api/${key}`));
      let dropped = 0;
      for (const [key, entry] of entries) {
        const under = (prefix: string) =>
          key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`);
        if (!prefixes.some(under)) continue;
        if (entry.gc !== undefined) clearTimer(entry.gc);
        entries.delete(key);
        dropped += 1;
      }
      return dropped;
    },
    /** Forgets every answer (tests start from nothing). */
    clear(): void {
      for (const entry of entries.values()) if (entry.gc !== undefined) clearTimer(entry.gc);
      entries.clear();
    },
  };
}

/** The page's one cache of online-only reads. */
export const queryCache = createQueryCache();
