/**
 * How many queued writes this device has settled (in syncState, shared by every tab). A server answer asked
 * for before a write settled can be older than what that settlement put in the tables (the server's row
 * after a save, a rollback), and a pull or a kept read that wrote it would undo it. So they read the count
 * before asking and write only if it has not moved, in the same transaction as the count.
 */
import type { Table } from 'dexie';
import { db } from '../db';
import { incrementCounter, readCounter } from './counter';

const KEY = 'mutations-settled';
/** A pull overtaken this many times in a row gives up until its next round. */
const ATTEMPTS = 3;

export const settledCount = () => readCounter(KEY);

/** Called in the transaction that settles a write. */
export async function countSettled(): Promise<void> {
  await incrementCounter(KEY);
}

/**
 * Writes `answer` inside one transaction over `tables` if no write settled since `before` was read.
 * Returns whether it was written.
 */
export function writeIfUnsettled(
  before: number,
  tables: Table[],
  write: () => Promise<void>,
): Promise<boolean> {
  return db.transaction('rw', [db.syncState, ...tables], async () => {
    if ((await settledCount()) !== before) return false;
    await write();
    return true;
  });
}

/** Asks the server with `read` and writes the answer unless a write settled meanwhile; then asks again. */
export async function pullUnlessSettled<T>(
  read: () => Promise<T>,
  tables: Table[],
  write: (answer: T) => Promise<void>,
): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = await settledCount();
    const answer = await read();
    if (await writeIfUnsettled(before, tables, () => write(answer))) return true;
  }
  return false;
}
