/**
 * Keeping the local database alive: persistent storage (so the browser does not evict pending work under
 * pressure), reopening a database the browser closed (Dexie throws DatabaseClosedError after e.g. a storage
 * clear or a version change from another tab), and freeing space on QuotaExceededError by dropping
 * re-downloadable catalogue rows — never the pending-mutation queue.
 */
import Dexie from 'dexie';
import { db } from './db';

export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (await globalThis.navigator?.storage?.persisted?.()) return true;
    return (await globalThis.navigator?.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string; inner?: { name?: string } } | null)?.name;
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

function isClosedError(error: unknown): boolean {
  return error instanceof Dexie.DatabaseClosedError;
}

/** Rows the server can give back at any time: the first to go when space runs out. */
export async function freeSpace(): Promise<void> {
  await db.transaction(
    'rw',
    [db.products, db.highlights, db.banners, db.recentlyViewed, db.searchHistory],
    async () => {
      const highlighted = new Set((await db.highlights.toCollection().primaryKeys()) as number[]);
      await db.products.filter((p) => !highlighted.has(p.id)).delete();
      await db.banners.clear();
      await db.searchHistory.clear();
    },
  );
}

/**
 * Runs a database task; reopens a closed database once, and on a quota error frees the catalogue cache and
 * retries once. The task must be safe to re-run (all Feira writes are idempotent puts).
 */
export async function withDatabase<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isClosedError(error)) {
      if (!db.isOpen()) await db.open();
      return task();
    }
    if (isQuotaError(error)) {
      await freeSpace();
      return task();
    }
    throw error;
  }
}
