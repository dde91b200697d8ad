/**
 * Waiting for a write's verdict, for a screen that must not say "saved" before the server has (architecture
 * "Writes"): online with a quick answer it gets the answer; past `within`, or as soon as the phone is
 * offline or the write sits in the service worker's queue, it gets 'waiting' and the record stays marked
 * pending. A refusal awaited here is the screen's to show, so the outcome applier does not toast it too.
 */
import { liveQuery } from 'dexie';
import { connectivity } from '../connectivity';
import { db, type RefusedWriteRow } from '../db';

/** How long a form waits for the server before it says the write is queued. */
export const VERDICT_WAIT_MS = 8000;

export type Verdict =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; refusal: RefusedWriteRow }
  | { outcome: 'waiting' };

const awaited = new Set<string>();

/** Whether a screen is waiting for this write's verdict (it shows a refusal itself). */
export const isAwaited = (id: string): boolean => awaited.has(id);

export function awaitVerdict(id: string, within: number = VERDICT_WAIT_MS): Promise<Verdict> {
  awaited.add(id);
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let done = false;
    const finish = (verdict: Verdict) => {
      if (done) return;
      done = true;
      for (const cleanup of cleanups) cleanup();
      awaited.delete(id);
      resolve(verdict);
    };
    const waiting = () => finish({ outcome: 'waiting' });
    const timer = setTimeout(waiting, within);
    cleanups.push(() => clearTimeout(timer));
    cleanups.push(connectivity.subscribe((online) => online || waiting()));
    // The pending row and its kept refusal change in one transaction: either both are seen or neither.
    const subscription = liveQuery(async () => ({
      row: await db.pendingMutations.get(id),
      refusal: await db.refusedWrites.get(id),
    })).subscribe({
      next: ({ row, refusal }) => {
        if (refusal) finish({ outcome: 'refused', refusal });
        else if (!row) finish({ outcome: 'accepted' });
        else if (row.state === 'queued' || !connectivity.isOnline()) waiting();
      },
      error: waiting,
    });
    if (done) subscription.unsubscribe();
    else cleanups.push(() => subscription.unsubscribe());
  });
}
