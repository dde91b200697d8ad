/**
 * Views and search appearances counted in memory and written in one upsert a second later, instead of a write
 * on every read: the public reads they come from are answered from the cache of shared answers
 * (server/http/public-cache.ts) without touching the database. A report flushes this process's counts before
 * it reads, so a seller sees what this process has counted; another process's counts arrive within a second.
 * A flush that fails because the database is away keeps its counts for the next one; one refused for another
 * reason (a store deleted since its view was counted) is dropped, so it cannot block every later count.
 */
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { type AnalyticsEvent, recordAnalyticsBatch } from './analytics';

const FLUSH_AFTER_MS = 1000;

export class AnalyticsBuffer {
  private pending: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  add(events: readonly AnalyticsEvent[]): void {
    if (events.length === 0) return;
    this.pending.push(...events);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush().catch(() => undefined), FLUSH_AFTER_MS);
    this.timer.unref?.();
  }

  /** Writes what was counted so far (after any flush already under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        const batch = this.pending;
        this.pending = [];
        try {
          await recordAnalyticsBatch(this.database.db, batch);
        } catch (error) {
          if (isDatabaseUnavailable(error)) this.pending.unshift(...batch);
          throw error;
        }
      });
    return this.flushing;
  }
}

const buffers = new WeakMap<Database, AnalyticsBuffer>();

export function analyticsBuffer(database: Database): AnalyticsBuffer {
  let buffer = buffers.get(database);
  if (!buffer) {
    buffer = new AnalyticsBuffer(database);
    buffers.set(database, buffer);
  }
  return buffer;
}
