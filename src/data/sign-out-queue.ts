/**
 * A sign-out is a write like any other: it is queued in `pendingMutations` (kind `session.signOut`, its row id
 * the Idempotency-Key) and sent as soon as the server can be reached, so a device signed out offline ends its
 * server session once it is back online. It is sent by the page, not by the worker's queue: the worker replays
 * a user's writes only while the cookie is that user's, and a sign-out must never be replayed over a later
 * session of the same user. The page sends it before anything else (at start, on reconnecting, before a
 * sign-in), and a sign-in that succeeds ends the previous session of the browser anyway (no fixation), so a
 * row still waiting then is done.
 */
import { isApiAnswer } from './connectivity';
import { db, type PendingMutationRow } from './db';
import { incrementCounter } from './mutations/counter';
import { MUTATION_ROW_FORMAT } from './mutations/targets';

export const SIGN_OUT_KIND = 'session.signOut';
const SIGN_OUT_URL = '/api/auth/logout';

const signOutRows = () => db.pendingMutations.filter((row) => row.kind === SIGN_OUT_KIND);

/** Queues the sign-out of `userId`'s session on this device. */
export async function queueSignOut(userId: number): Promise<void> {
  await db.transaction('rw', db.pendingMutations, db.syncState, async () => {
    const row: PendingMutationRow = {
      id: crypto.randomUUID(),
      format: MUTATION_ROW_FORMAT,
      userId,
      kind: SIGN_OUT_KIND,
      target: `session:${userId}`,
      ref: { family: 'session', key: userId },
      seq: await incrementCounter('mutation-seq'),
      method: 'POST',
      url: SIGN_OUT_URL,
      body: {},
      snapshot: [],
      state: 'pending',
      createdAt: Date.now(),
    };
    await db.pendingMutations.add(row);
  });
}

/** The users whose sign-out on this device is still waiting to be sent. */
export async function signedOutUsers(): Promise<number[]> {
  const rows = await signOutRows()
    .toArray()
    .catch((): PendingMutationRow[] => []);
  return [...new Set(rows.map((row) => row.userId))];
}

/** Whether the server has an answer worth keeping: no answer, a page not the API's, 408/429/5xx mean later. */
function delivered(response: Response): boolean {
  if (!isApiAnswer(response)) return false;
  return response.status < 500 && response.status !== 408 && response.status !== 429;
}

let sending: Promise<boolean> | null = null;

/**
 * Sends every queued sign-out, oldest first; true when none is left waiting. A replay with the same key gets
 * the first answer, and a logout without a live session is answered 200 as well: either way that session is
 * over.
 */
export function sendSignOuts(): Promise<boolean> {
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<boolean> {
  const rows = await signOutRows()
    .sortBy('seq')
    .catch((): PendingMutationRow[] => []);
  for (const row of rows) {
    let response: Response;
    try {
      response = await fetch(row.url, {
        method: row.method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': row.id,
        },
        body: JSON.stringify(row.body ?? {}),
      });
    } catch {
      return false;
    }
    if (!delivered(response)) return false;
    await db.pendingMutations.delete(row.id);
  }
  return true;
}

/** A sign-in succeeded: the browser's previous session is ended by it, so no queued sign-out is left to send. */
export async function forgetSignOuts(): Promise<void> {
  await signOutRows().delete();
}

/** The user's writes the server refused, kept with the values sent for the user to review: a sign-out deletes them. */
export function countRefusedWrites(userId: number): Promise<number> {
  return db.refusedWrites.where('userId').equals(userId).count();
}

/** The user's writes the server has not received yet: what a sign-out would discard. */
export function countUnsentWrites(userId: number): Promise<number> {
  return db.pendingMutations
    .where('userId')
    .equals(userId)
    .filter((row) => row.kind !== SIGN_OUT_KIND && row.outcome === undefined)
    .count();
}
