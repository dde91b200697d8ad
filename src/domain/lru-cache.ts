import { TIME } from './constants';

/** Cache sizes of spec 001 §9. */
export const CACHE_CONFIGS = {
  products: { ttlMs: 5 * TIME.MINUTE, maxEntries: 500 },
  highlights: { ttlMs: 10 * TIME.MINUTE, maxEntries: 100 },
  search: { ttlMs: 3 * TIME.MINUTE, maxEntries: 200 },
  main: { ttlMs: 5 * TIME.MINUTE, maxEntries: 1000 },
} as const;

export const CACHE_CLEANUP_INTERVAL_MS = 60 * TIME.SECOND;

export type Timers = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

const defaultTimers: Timers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

type Entry<V> = { value: V; expiresAt: number };

/**
 * LRU with TTL. A Map keeps insertion order, so re-inserting on read moves a key to the "recent" end and the
 * first key is always the least recently used. Expired entries are dropped on read and by cleanup().
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private timer: unknown = null;
  private hits = 0;
  private misses = 0;
  private readonly now: () => number;
  private readonly timers: Timers;

  constructor(
    private readonly config: { ttlMs: number; maxEntries: number },
    options: { now?: () => number; timers?: Timers } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? defaultTimers;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) {
      if (entry) this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.value;
  }

  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  set(key: string, value: V, ttlMs = this.config.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.config.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Removes expired entries; returns how many. */
  cleanup(): number {
    const now = this.now();
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  /** e.g. invalidatePrefix(`store:${storeId}:`) when a store's products change. */
  invalidatePrefix(prefix: string): number {
    return this.invalidateWhere((key) => key.startsWith(prefix));
  }

  invalidateWhere(predicate: (key: string, value: V) => boolean): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (predicate(key, entry.value)) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  startCleanup(intervalMs = CACHE_CLEANUP_INTERVAL_MS): void {
    if (this.timer !== null) return;
    this.timer = this.timers.setInterval(() => this.cleanup(), intervalMs);
  }

  stopCleanup(): void {
    if (this.timer === null) return;
    this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  stats(): { size: number; hits: number; misses: number; hitRate: number } {
    const total = this.hits + this.misses;
    return {
      size: this.entries.size,
      hits: this.hits,
      misses: this.misses,
      hitRate: total === 0 ? 0 : this.hits / total,
    };
  }
}
