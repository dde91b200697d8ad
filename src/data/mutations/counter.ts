/** Numbers kept in syncState, shared by every tab and the worker (the queue's sequence, settled writes). */
import { db } from '../db';

export async function readCounter(key: string): Promise<number> {
  return (await db.syncState.get(key))?.fetchedAt ?? 0;
}

/** Adds one and returns the new value; atomic inside the caller's transaction over syncState. */
export async function incrementCounter(key: string): Promise<number> {
  const next = (await readCounter(key)) + 1;
  await db.syncState.put({ collection: key, fetchedAt: next });
  return next;
}
