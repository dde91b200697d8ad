/**
 * Where the writes on a family's records stand (architecture "Writes"), for the screens that show it on each
 * record: the writes still on their way (being sent, or held in the service worker's queue until the
 * network is back) and the refusals kept for the seller to fix or discard. A refused create has no record
 * left to show it on (its temporary row is gone): it is listed apart.
 */
import { db, type RefusedWriteRow } from '../db';
import { targetOf } from './targets';

export type PendingState = 'sending' | 'queued';

export interface RecordWrites {
  pending: Map<number | string, PendingState>;
  refused: Map<number | string, RefusedWriteRow>;
  refusedCreates: RefusedWriteRow[];
}

export async function readRecordWrites(userId: number, family: string): Promise<RecordWrites> {
  const ofFamily = (kind: string) => kind.startsWith(`${family}.`);
  const rows = (await db.pendingMutations.where('userId').equals(userId).sortBy('seq')).filter((row) =>
    ofFamily(row.kind),
  );
  const pending = new Map<number | string, PendingState>();
  // The newest write on a record says where it stands.
  for (const row of rows) pending.set(targetOf(row).key, row.state === 'queued' ? 'queued' : 'sending');
  const kept = (await db.refusedWrites.where('userId').equals(userId).sortBy('refusedAt')).filter((row) =>
    ofFamily(row.kind),
  );
  const refused = new Map<number | string, RefusedWriteRow>();
  const refusedCreates: RefusedWriteRow[] = [];
  for (const row of kept) {
    if (row.kind.endsWith('.create')) refusedCreates.push(row);
    else refused.set(row.ref.key, row);
  }
  return { pending, refused, refusedCreates };
}

/** One kept refusal (a corrected create's form reads what was sent), if it is this user's. */
export async function readRefusal(userId: number, id: string): Promise<RefusedWriteRow | null> {
  const row = await db.refusedWrites.get(id);
  return row && row.userId === userId ? row : null;
}
