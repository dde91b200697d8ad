/**
 * Snapshots for rollback: the rows a mutation touched, as they were before its optimistic write. A null row
 * means "was absent". Restoring is generic, so every mutation rolls back the same way.
 */
import { db } from '../db';

export const USER_TABLES = ['wishlist', 'reservations', 'favoriteStores', 'notifications'] as const;
export type UserTable = (typeof USER_TABLES)[number];

export interface SnapshotEntry {
  table: UserTable;
  key: number;
  row: unknown | null;
}

export async function capture(table: UserTable, keys: number[]): Promise<SnapshotEntry[]> {
  const rows = await db.table(table).bulkGet(keys);
  return keys.map((key, i) => ({ table, key, row: rows[i] ?? null }));
}

/** Puts every row back as it was (inside the caller's transaction). */
export async function restore(snapshot: SnapshotEntry[]): Promise<void> {
  for (const entry of snapshot) {
    const table = db.table(entry.table);
    if (entry.row === null) await table.delete(entry.key);
    else await table.put(entry.row);
  }
}
