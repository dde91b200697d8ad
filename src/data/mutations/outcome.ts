/**
 * Writing a server verdict onto its pending-mutation row. Shared by the page and the service worker
 * (whichever sees the answer first); writing twice is harmless because only the first write sticks.
 */
import type { FeiraDb, MutationOutcome } from '../db';

export async function recordOutcome(database: FeiraDb, id: string, outcome: MutationOutcome): Promise<void> {
  const state = outcome.status >= 200 && outcome.status < 300 ? 'succeeded' : 'refused';
  await database.pendingMutations
    .where('id')
    .equals(id)
    .and((r) => r.outcome === undefined)
    .modify({ state, outcome });
}
