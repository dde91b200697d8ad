/**
 * Snapshots for rollback: the rows a mutation touched, as they were before its optimistic write. A null row
 * means "was absent". Restoring is generic, so every mutation rolls back the same way, on any table of the
 * database (the user's collections, the seller's catalogue, coupons and promotions).
 */
import type { IndexableType, Table } from 'dexie';
import { db, type FeiraDb } from '../db';

/** Every table of the browser database, by name. */
export type TableName = {
  [K in keyof FeiraDb]: FeiraDb[K] extends Table<infer _R, infer _K, infer _I> ? K : never;
}[keyof FeiraDb];

export interface SnapshotEntry {
  table: TableName;
  key: IndexableType;
  row: unknown | null;
}

export async function capture(table: TableName, keys: IndexableType[]): Promise<SnapshotEntry[]> {
  const rows = await db.table(table).bulkGet(keys);
  return keys.map((key, i) => ({ table, key, row: rows[i] ?? null }));
}

/** Puts every row back as it was (inside the caller's transaction). */
export async function restore(snapshot: readonly SnapshotEntry[]): Promise<void> {
  for (const entry of snapshot) {
    // A write queued by an older release may have touched a table since dropped (the saved reads of v5).
    if (!db.tables.some((t) => t.name === entry.table)) continue;
    const table = db.table(entry.table);
    if (entry.row === null) await table.delete(entry.key);
    else await table.put(entry.row);
  }
}
