/**
 * Writing a server verdict onto its pending-mutation row. Shared by the page and the service worker
 * (whichever sees the answer first); writing twice is harmless because only the first write sticks.
 */
import { messages } from '../../domain/messages';
import type { FeiraDb, MutationOutcome } from '../db';
import type { AppMessage } from '../messages';

export async function recordOutcome(database: FeiraDb, id: string, outcome: MutationOutcome): Promise<void> {
  const state = outcome.status >= 200 && outcome.status < 300 ? 'succeeded' : 'refused';
  await database.pendingMutations
    .where('id')
    .equals(id)
    .and((r) => r.outcome === undefined)
    .modify({ state, outcome });
}

/**
 * Records why a write that is still queued waits (the server's 429 text). True when the reason is new for that
 * row: only then is the user told, so a write retried every few seconds does not repeat the same toast.
 */
export async function recordWaiting(database: FeiraDb, id: string, message: string): Promise<boolean> {
  const changed = await database.pendingMutations
    .where('id')
    .equals(id)
    .and((r) => r.outcome === undefined && r.waiting !== message)
    .modify({ waiting: message });
  return changed > 0;
}

/** What the user sees when a write waits on a limit: the server's own reason; the write itself is kept. */
export const waitingMessage = (description: string): AppMessage => ({
  variant: 'default',
  title: messages.request.waitingTitle,
  description,
});
