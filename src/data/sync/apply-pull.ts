/**
 * Pulls a user collection (`read`) into its table inside one transaction with the pending-mutation table, so a
 * mutation recorded concurrently either lands before (and is protected) or after (and re-applies on top); an
 * answer overtaken by a write that settled while it was asked is asked for again (../mutations/settled.ts).
 */
import type { Table } from 'dexie';
import { db } from '../db';
import { pullUnlessSettled } from '../mutations/settled';
import { type MutationTarget, targetOf } from '../mutations/targets';
import { mergePulled, protectedKeys } from './merge';

/** The targets of the writes still on their way (inside the caller's transaction over pendingMutations). */
export async function pendingTargets(): Promise<MutationTarget[]> {
  return (await db.pendingMutations.toArray())
    .filter((m) => m.state !== 'succeeded' && m.state !== 'refused')
    .map(targetOf);
}

export interface ReplaceOptions<T, K> {
  /** Extra protection, e.g. every cancelled row while a "clear cancelled" is pending. */
  extra?: (key: K, targets: MutationTarget[], serverRow: T | undefined) => boolean;
}

/** Replaces a table's rows with a pull's answer; rows with a pending write keep their local state. */
export async function replacePulled<T, K extends string | number, I>(
  table: Table<T, K, I>,
  family: string,
  server: NoInfer<T>[],
  keyOf: (row: T) => K,
  targets: MutationTarget[],
  { extra }: ReplaceOptions<T, K> = {},
): Promise<void> {
  const keys = protectedKeys(targets, family);
  const serverByKey = new Map(server.map((row) => [keyOf(row), row]));
  const merged = mergePulled(
    server,
    await table.toArray(),
    keyOf,
    (key) => keys.has(String(key)) || (extra?.(key, targets, serverByKey.get(key)) ?? false),
  );
  await table.clear();
  // Rows read back from the table already carry their key, so they are valid insert rows.
  await table.bulkPut(merged as unknown as I[]);
}

export function applyPull<T, K extends string | number, I>(
  table: Table<T, K, I>,
  family: string,
  read: () => Promise<T[]>,
  keyOf: (row: T) => K,
  extra?: ReplaceOptions<T, K>['extra'],
): Promise<boolean> {
  return pullUnlessSettled(read, [table, db.pendingMutations], async (server) =>
    replacePulled(table, family, server, keyOf, await pendingTargets(), { extra }),
  );
}
