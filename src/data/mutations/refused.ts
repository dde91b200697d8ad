/**
 * Refused writes kept for the user to fix or discard (architecture "Writes": a refusal is shown on the record
 * itself). A kind opts in with `keepRefused` (every seller write); its final refusal restores the record
 * from the snapshot as before, and what was sent, the server's reason and the title it is shown under are
 * kept here, by the record's target, until the seller fixes it (a new write on the record, or one that says
 * it `replaces` the refusal: a corrected create) or discards it (the record stays the server's version).
 */
import { db, type PendingMutationRow, type RefusedWriteRow } from '../db';
import type { ApiError } from '../http';
import { refusalTitle } from './refusal-titles';
import { targetKey, targetOf } from './targets';

/** Inside the settling transaction: keeps `row`'s refusal; returns what is kept. */
export async function keepRefusal(row: PendingMutationRow, error: ApiError): Promise<RefusedWriteRow> {
  const ref = targetOf(row);
  const refused: RefusedWriteRow = {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    target: row.target ?? targetKey(ref),
    ref,
    method: row.method,
    url: row.url,
    body: row.body,
    expectedVersion: row.expectedVersion,
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details,
    title: refusalTitle(row.kind, row.body),
    refusedAt: Date.now(),
  };
  await db.refusedWrites.put(refused);
  return refused;
}

/**
 * Inside a new write's transaction: the refusals it settles — every one of the same record (the seller's
 * newest decision on it), and `replaces` (a create corrected in the form: the new one has another id).
 */
export async function dropRefusals(userId: number, target: string, replaces?: string): Promise<void> {
  await db.refusedWrites
    .where('target')
    .equals(target)
    .and((r) => r.userId === userId)
    .delete();
  if (replaces !== undefined) await db.refusedWrites.delete(replaces);
}

/** The seller keeps the server's version: the refused change is dropped. */
export async function discardRefusal(id: string): Promise<void> {
  await db.refusedWrites.delete(id);
}
