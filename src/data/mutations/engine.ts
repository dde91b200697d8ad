/**
 * The mutation pipeline every write goes through (Actual Budget's `mutator(undoable(fn))` idea):
 * 1. one Dexie transaction applies the optimistic change, marks the rows pending, stores the snapshot and
 *    appends the pending-mutation row with the next per-client sequence number;
 * 2. the pump sends pending rows in sequence order with the row id as `Idempotency-Key`, through the service
 *    worker (which queues on network failure and answers 202 `X-Feira-Queued: 1`);
 * 3. the server's verdict is written on the row (by the page or by the worker, whoever saw it) and applied
 *    here: reconcile with the server's row, or roll back from the snapshot and tell the user why.
 * Rows belong to the user who made them: another user's outcome never touches the current tables.
 */
import { connectivity } from '../connectivity';
import { db, type PendingMutationRow } from '../db';
import { ApiError, errorFromBody, readAuthToken } from '../http';
import { type AppMessage, emitMessage } from '../messages';
import { recordOutcome } from './outcome';
import {
  classifyResponse,
  IDEMPOTENCY_HEADER,
  MUTATION_ID_HEADER,
  MUTATION_USER_HEADER,
  QUEUED_HEADER,
  responseFacts,
  UNREACHABLE_HEADER,
} from './replay-rules';
import { currentUserId, onUnauthorized } from './session-link';
import { restore, type SnapshotEntry, USER_TABLES } from './snapshot';

export interface MutationHandler {
  /** Server accepted: replace optimistic rows with the server's (runs inside a rw transaction). */
  reconcile?(row: PendingMutationRow, body: unknown): Promise<void>;
  /** Extra bookkeeping on a final refusal (inside the transaction), besides restoring the snapshot. */
  onRefused?(row: PendingMutationRow, serverMessage: string): Promise<void>;
  /** Toast for a final refusal; the server's message is passed in. */
  refusal(row: PendingMutationRow, serverMessage: string): AppMessage;
}

const handlers = new Map<string, MutationHandler>();

export function registerMutation(kind: string, handler: MutationHandler): void {
  handlers.set(kind, handler);
}

export interface MutationSpec {
  kind: string;
  target: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Optimistic write, inside the transaction; receives the mutation id for pending markers. */
  apply(mutationId: string): Promise<SnapshotEntry[]>;
}

export const mutationTables = () => [
  db.pendingMutations,
  db.syncState,
  db.redemptionCodes,
  // Read-only here: a reservation copies the product summary it was made for.
  db.products,
  ...USER_TABLES.map((t) => db.table(t)),
];

async function nextSeq(): Promise<number> {
  const row = await db.syncState.get('mutation-seq');
  const seq = (row?.fetchedAt ?? 0) + 1;
  await db.syncState.put({ collection: 'mutation-seq', fetchedAt: seq });
  return seq;
}

export function requireUserId(): number {
  const userId = currentUserId();
  if (userId === null) {
    throw new ApiError('Você foi desconectado. Faça login novamente.', 401, 'UNAUTHORIZED');
  }
  return userId;
}

/** Step 1: the optimistic write. Resolves once it is in Dexie; sending happens in the background. */
export async function runMutation(spec: MutationSpec): Promise<PendingMutationRow> {
  const userId = requireUserId();
  const id = crypto.randomUUID();
  const row = await db.transaction('rw', mutationTables(), async () => {
    const seq = await nextSeq();
    const snapshot = await spec.apply(id);
    const pending: PendingMutationRow = {
      id,
      userId,
      kind: spec.kind,
      target: spec.target,
      seq,
      method: spec.method,
      url: spec.url,
      body: spec.body,
      snapshot,
      state: 'pending',
      createdAt: Date.now(),
    };
    await db.pendingMutations.add(pending);
    return pending;
  });
  void pumpMutations();
  return row;
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
    const sent = await send(row);
    if (!sent) break;
  }
  await applyOutcomes();
}

/** Returns false when the row stays pending (no answer worth acting on): later rows must wait. */
async function send(row: PendingMutationRow): Promise<boolean> {
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
  return false;
}

export function mutationHeaders(row: PendingMutationRow): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [IDEMPOTENCY_HEADER]: row.id,
    [MUTATION_ID_HEADER]: row.id,
    [MUTATION_USER_HEADER]: String(row.userId),
  };
  if (row.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
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
  for (const candidate of done) {
    const toast = await db.transaction('rw', mutationTables(), async () => {
      const row = await db.pendingMutations.get(candidate.id);
      if (!row?.outcome) return null;
      await db.pendingMutations.delete(row.id);
      // Another user's result: their tables are not on screen; nothing to reconcile or roll back here.
      if (row.userId !== currentUserId()) return null;
      const later = await db.pendingMutations
        .where('target')
        .equals(row.target)
        .filter((r) => r.seq > row.seq)
        .count();
      const handler = handlers.get(row.kind);
      if (row.state === 'succeeded') {
        if (later === 0) await handler?.reconcile?.(row, row.outcome.body);
        return null;
      }
      // A later action on the same target already decided the local state; its own verdict will settle it.
      if (later === 0) await restore(row.snapshot as SnapshotEntry[]);
      const error = errorFromBody(row.outcome.status, '', row.outcome.body);
      await handler?.onRefused?.(row, error.message);
      return handler?.refusal(row, error.message) ?? null;
    });
    if (toast) toasts.push(toast);
  }
  for (const toast of toasts) emitMessage(toast);
}

/** For tests and logout: forget in-memory pump state. */
export async function settleMutations(): Promise<void> {
  await pumping;
  await applying;
}
