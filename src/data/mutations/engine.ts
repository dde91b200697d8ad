/**
 * The mutation pipeline every write goes through (Actual Budget's `mutator(undoable(fn))` idea):
 * 1. one Dexie transaction applies the optimistic change, marks the rows pending, stores the snapshot and
 *    appends the pending-mutation row with the next per-client sequence number;
 * 2. the pump sends pending rows in sequence order with the row id as `Idempotency-Key`, through the service
 *    worker (which queues on network failure and answers 202 `X-Feira-Queued: 1`);
 * 3. the server's verdict is written on the row (by the page or by the worker, whoever saw it) and applied
 *    here: reconcile with the server's row, or roll back from the snapshot and tell the user why; a seller's
 *    refused change is kept for them to fix or discard (./refused.ts). A 429 is no verdict: the row stays
 *    queued and the user is told the server's reason (once per reason).
 * Rows belong to the user who made them: another user's outcome never touches the current tables.
 */
import { ERROR_CATALOGUE } from '../../domain/errors';
import { connectivity } from '../connectivity';
import { db, type PendingMutationRow } from '../db';
import { ApiError, errorFromBody } from '../http';
import { type AppMessage, emitMessage, failureMessage } from '../messages';
import { SIGN_OUT_KIND } from '../sign-out-queue';
import { incrementCounter } from './counter';
import {
  announceSettlement,
  definedTables,
  definitions,
  type MutationDefinition,
  type MutationSettlement,
  type Prepared,
  register,
} from './define';
import { recordOutcome, recordWaiting, waitingMessage } from './outcome';
import { dropRefusals, keepRefusal } from './refused';
import {
  classifyResponse,
  IDEMPOTENCY_HEADER,
  MUTATION_ID_HEADER,
  MUTATION_USER_HEADER,
  QUEUED_HEADER,
  responseFacts,
  UNREACHABLE_HEADER,
  versionHeaders,
  waitingReason,
} from './replay-rules';
import { currentUserId, onUnauthorized } from './session-link';
import { countSettled } from './settled';
import { restore, type SnapshotEntry } from './snapshot';
import { MUTATION_ROW_FORMAT, type MutationKind, targetKey, targetOf } from './targets';
import { isAwaited } from './verdict';

export const mutationTables = () => [
  db.pendingMutations,
  db.syncState,
  db.refusedWrites,
  ...[...definedTables].map((t) => db.table(t)),
];

const nextSeq = () => incrementCounter('mutation-seq');

export function requireUserId(): number {
  const userId = currentUserId();
  if (userId === null) {
    throw new ApiError(ERROR_CATALOGUE.UNAUTHORIZED.message, 401, 'UNAUTHORIZED');
  }
  return userId;
}

export interface WriteOptions {
  /** A kept refusal this write corrects (a refused create sent again from its form). */
  replaces?: string;
}

/**
 * Defines a mutation kind (see ./define.ts) and returns its command. Step 1, the optimistic write: the
 * command resolves once the row is in Dexie; sending happens in the background (./verdict.ts waits for
 * the answer). A new write on a record settles the refusals kept on it: it is the seller's newest word.
 */
export function defineMutation<K extends MutationKind, I>(
  definition: MutationDefinition<K, I>,
): (input: I, options?: WriteOptions) => Promise<PendingMutationRow> {
  register(definition);
  return async (input, options = {}) => {
    const userId = requireUserId();
    const id = crypto.randomUUID();
    const ref = definition.target(input);
    const request = definition.request(input, ref);
    const row = await db.transaction('rw', mutationTables(), async () => {
      const seq = await nextSeq();
      const snapshot = (await definition.apply?.(input, { mutationId: id, target: ref })) ?? [];
      const pending: PendingMutationRow = {
        id,
        format: MUTATION_ROW_FORMAT,
        userId,
        kind: definition.kind,
        target: targetKey(ref),
        ref,
        seq,
        method: request.method,
        url: request.url,
        body: request.body,
        expectedVersion: request.expectedVersion,
        snapshot,
        state: 'pending',
        createdAt: Date.now(),
      };
      await db.pendingMutations.add(pending);
      await dropRefusals(userId, pending.target, options.replaces);
      return pending;
    });
    void pumpMutations();
    return row;
  };
}

let pumping: Promise<void> | null = null;
let pumpAgain = false;

/**
 * Step 2: sends the current user's 'pending' rows in sequence order. Stops at the first one that could not
 * be delivered, so a later "remove" never overtakes an earlier "add".
 */
export function pumpMutations(): Promise<void> {
  if (pumping) {
    pumpAgain = true;
    return pumping;
  }
  pumping = (async () => {
    try {
      do {
        pumpAgain = false;
        await pumpOnce();
      } while (pumpAgain);
    } finally {
      pumping = null;
    }
  })();
  return pumping;
}

async function pumpOnce(): Promise<void> {
  const userId = currentUserId();
  if (userId === null) return;
  const rows = await db.pendingMutations.where('userId').equals(userId).sortBy('seq');
  for (const row of rows) {
    if (row.state !== 'pending' && row.state !== 'failed') continue;
    // A sign-out waiting to be sent belongs to an ended session: sign-out-queue.ts sends it, never as a write
    // of the user signed in now.
    if (row.kind === SIGN_OUT_KIND) continue;
    const sent = await send(row);
    if (!sent) break;
  }
  await applyOutcomes();
}

/**
 * The definition's `prepare` step, if any: the row to send (its rewritten body saved first), 'settled' when it
 * decided a final refusal, or null when the row must wait.
 */
async function prepared(row: PendingMutationRow): Promise<PendingMutationRow | 'settled' | null> {
  const prepare = definitions.get(row.kind)?.prepare;
  if (!prepare) return row;
  let result: Prepared;
  try {
    result = await prepare(row);
  } catch {
    return null; // a local failure (storage): nothing is lost by trying again later
  }
  if ('wait' in result) {
    if (result.wait === 'network') connectivity.reportFailure('network');
    if (result.reason !== undefined) await noteWaiting(row.id, result.reason);
    if (result.wait === 'auth') onUnauthorized();
    return null;
  }
  if ('refused' in result) {
    await recordOutcome(db, row.id, { ...result.refused, receivedAt: Date.now() });
    return 'settled';
  }
  if (result.body === row.body) return row;
  await db.pendingMutations.update(row.id, { body: result.body });
  return { ...row, body: result.body };
}

/** Returns false when the row stays pending (no answer worth acting on): later rows must wait. */
async function send(pending: PendingMutationRow): Promise<boolean> {
  const row = await prepared(pending);
  if (row === 'settled') return true;
  if (row === null) return false;
  let response: Response;
  try {
    response = await fetch(row.url, {
      method: row.method,
      credentials: 'include',
      headers: mutationHeaders(row),
      body: row.body === undefined ? undefined : JSON.stringify(row.body),
    });
  } catch {
    connectivity.reportFailure('network');
    return false; // offline and no service worker to queue it: the pump retries later
  }
  if (response.headers.get(QUEUED_HEADER) === '1') {
    if (response.headers.get(UNREACHABLE_HEADER) === '1') connectivity.reportFailure('network');
    await noteWaiting(row.id, await queuedReason(response));
    await db.pendingMutations
      .where('id')
      .equals(row.id)
      .and((r) => r.state === 'pending')
      .modify({
        state: 'queued',
      });
    if (response.headers.get('X-Feira-Auth-Required') === '1') onUnauthorized();
    return true;
  }
  connectivity.reportResponse(response);
  const facts = await responseFacts(response);
  const verdict = classifyResponse(facts);
  if (verdict === 'delivered' || verdict === 'refused') {
    await recordOutcome(db, row.id, { status: response.status, body: facts.body, receivedAt: Date.now() });
    return true;
  }
  if (verdict === 'retry-after-auth') onUnauthorized();
  await noteWaiting(row.id, waitingReason(facts));
  return false;
}

/** The reason the worker's 202 carries when it queued because of a 429 (sw/mutation-queue.ts). */
async function queuedReason(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { waiting?: unknown } | null;
  return typeof body?.waiting === 'string' ? body.waiting : null;
}

/** Tells the user why a kept write waits, the first time this row waits for this reason. */
async function noteWaiting(id: string, reason: string | null): Promise<void> {
  if (reason !== null && (await recordWaiting(db, id, reason))) tellWaiting(reason);
}

/** The toast of a write that waits on a limit (also for the worker's replays: src/data/sync/index.ts). */
export function tellWaiting(reason: string): void {
  emitMessage(waitingMessage(reason));
}

export function mutationHeaders(row: PendingMutationRow): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [IDEMPOTENCY_HEADER]: row.id,
    [MUTATION_ID_HEADER]: row.id,
    [MUTATION_USER_HEADER]: String(row.userId),
    ...versionHeaders(row),
  };
  if (row.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

let applying: Promise<void> | null = null;

/** Step 3: applies every recorded verdict, oldest first; safe to call any time (start, messages, pump). */
export function applyOutcomes(): Promise<void> {
  applying ??= applyAll().finally(() => {
    applying = null;
  });
  return applying;
}

async function applyAll(): Promise<void> {
  const done = await db.pendingMutations.where('state').anyOf('succeeded', 'refused').sortBy('seq');
  const toasts: AppMessage[] = [];
  const settlements: MutationSettlement[] = [];
  for (const candidate of done) {
    const toast = await db.transaction('rw', mutationTables(), async () => {
      const row = await db.pendingMutations.get(candidate.id);
      if (!row?.outcome) return null;
      await db.pendingMutations.delete(row.id);
      await countSettled();
      const definition = definitions.get(row.kind);
      await definition?.settled?.(row, row.state === 'succeeded' ? 'applied' : 'refused');
      // Another user's result: their tables are not on screen; nothing to reconcile or roll back here. A
      // refusal of theirs is still kept for them (never shown to anyone else: it is theirs by user id).
      if (row.userId !== currentUserId()) {
        if (row.state === 'refused' && definition?.keepRefused?.(row)) {
          await keepRefusal(row, errorFromBody(row.outcome.status, '', row.outcome.body));
        }
        return null;
      }
      // Format-1 rows may have no target: read through the same reader as the merge guard.
      const key = row.target ?? targetKey(targetOf(row));
      const later = await db.pendingMutations
        .where('target')
        .equals(key)
        .filter((r) => r.seq > row.seq)
        .count();
      const target = targetOf(row);
      const base = { id: row.id, kind: row.kind, target: key };
      if (row.state === 'succeeded') {
        if (later === 0) await definition?.reconcile?.(target, row.outcome.body, row);
        settlements.push({ outcome: 'applied', ...base });
        return null;
      }
      // A later action on the same target already decided the local state; its own verdict will settle it.
      if (later === 0) await restore(row.snapshot as SnapshotEntry[]);
      const error = errorFromBody(row.outcome.status, '', row.outcome.body);
      await definition?.onRefused?.(target, error.message, row);
      if (error.status === 409 && error.code === 'VERSION_CONFLICT') {
        const current = (error.details as { current?: unknown } | undefined)?.current;
        settlements.push({ outcome: 'conflict', ...base, message: error.message, current });
      } else settlements.push({ outcome: 'refused', ...base, message: error.message });
      if (definition?.keepRefused?.(row)) {
        const kept = await keepRefusal(row, error);
        // A screen waiting for this verdict shows it on the form; otherwise the seller is told wherever they are.
        return isAwaited(row.id) ? null : failureMessage(error.message, kept.title);
      }
      return definition?.refusal?.(target, error.message, row) ?? null;
    });
    if (toast) toasts.push(toast);
  }
  for (const settlement of settlements) announceSettlement(settlement);
  for (const toast of toasts) emitMessage(toast);
}

/**
 * Waits for the send and the apply in flight, so a test reads the queue once it has settled.
 * @internal Tests only.
 */
export async function settleMutations(): Promise<void> {
  await pumping;
  await applying;
}
