/**
 * The mutation queue: every write the page sends with `X-Feira-Mutation` passes here. Online, it goes
 * straight to the network; on a network failure (or an answer that is not the API's verdict) it is stored in
 * a workbox-background-sync Queue and the page gets 202 `X-Feira-Queued: 1`. Replay follows Feira's rules
 * (src/data/mutations/replay-rules.ts), not Workbox's default of dropping on any answer:
 * - entries are tagged with their user and only sent when the server says that user owns the cookie now
 *   (checked with /api/auth/me before every replay): another user's entries stay parked, never sent as B;
 * - per user, order is preserved: once one entry is kept, that user's later entries wait behind it;
 * - verdicts are written on the pendingMutations row in Dexie (so a page opened later applies them) and
 *   announced to open pages;
 * - a 429 keeps the entry like any "not yet", and its pt-BR reason reaches the user: in the 202 of a live
 *   write (the page tells it), or written on the row and announced when a replay meets it.
 * All queue operations run under one lock: a live write arriving mid-replay cannot overtake a kept entry.
 * Retention is 24 h, the server's idempotency window: a replay older than that could apply twice.
 */
import { Queue } from 'workbox-background-sync';
import { isApiAnswer } from '../src/data/connectivity';
import { db } from '../src/data/db';
import { recordOutcome, recordWaiting } from '../src/data/mutations/outcome';
import {
  classifyResponse,
  MUTATION_ID_HEADER,
  MUTATION_USER_HEADER,
  QUEUED_HEADER,
  responseFacts,
  UNREACHABLE_HEADER,
  versionHeaders,
  waitingReason,
} from '../src/data/mutations/replay-rules';
import { PAGE_MESSAGES, type PageMessage } from '../src/data/worker-protocol';
import { notifyPages } from './pages';
import { type EntryMeta, replayForSync, replayPass, withoutCredentials } from './replay-pass';

declare const self: ServiceWorkerGlobalScope;

export const QUEUE_NAME = 'feira-mutations';
const RETENTION_MINUTES = 24 * 60;

let queue: Queue;
let lock: Promise<unknown> = Promise.resolve();

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const run = lock.then(task, task);
  lock = run.catch(() => undefined);
  return run;
}

const metaOf = (entry: { metadata?: object }): EntryMeta => entry.metadata as EntryMeta;

/** `waiting`: the server's reason to wait (a 429's text), for the page to tell the user. */
function queuedResponse(
  reason: 'waiting' | 'unreachable' | 'auth' | 'server' = 'waiting',
  waiting: string | null = null,
): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [QUEUED_HEADER]: '1' };
  if (reason === 'auth') headers['X-Feira-Auth-Required'] = '1';
  if (reason === 'unreachable') headers[UNREACHABLE_HEADER] = '1';
  const body = waiting === null ? { queued: true } : { queued: true, waiting };
  return new Response(JSON.stringify(body), { status: 202, headers });
}

export function setupMutationQueue(): void {
  queue = new Queue(QUEUE_NAME, {
    maxRetentionTime: RETENTION_MINUTES,
    // Rejecting lets the browser back off and retry later instead of re-firing `sync` at once for entries
    // that cannot go yet (Workbox re-registers on every push made during a sync).
    onSync: () => replayForSync(() => withLock(replayEntries)),
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method === 'GET' || !request.headers.has(MUTATION_ID_HEADER)) return;
    event.respondWith(withLock(() => handleMutation(request)));
  });

  self.addEventListener('message', (event) => {
    const message = event.data as PageMessage | null;
    if (message?.type === PAGE_MESSAGES.replay || message?.type === PAGE_MESSAGES.session) {
      event.waitUntil(withLock(replayEntries));
    }
  });
}

async function handleMutation(request: Request): Promise<Response> {
  const meta: EntryMeta = {
    mutationId: request.headers.get(MUTATION_ID_HEADER) ?? '',
    userId: Number(request.headers.get(MUTATION_USER_HEADER)),
  };
  const entries = await queue.getAll();
  if (entries.some((e) => metaOf(e).mutationId === meta.mutationId)) return queuedResponse();
  const copy = withoutCredentials(request.clone());
  // An earlier write of this user is still queued: this one waits behind it (order per user).
  if (entries.some((e) => metaOf(e).userId === meta.userId)) {
    await queue.pushRequest({ request: copy, metadata: meta });
    return queuedResponse();
  }
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    await queue.pushRequest({ request: copy, metadata: meta });
    return queuedResponse('unreachable');
  }
  const facts = await responseFacts(response);
  const verdict = classifyResponse(facts);
  if (verdict === 'delivered' || verdict === 'refused') {
    await recordOutcome(db, meta.mutationId, {
      status: response.status,
      body: facts.body,
      receivedAt: Date.now(),
    });
    return response;
  }
  await queue.pushRequest({ request: copy, metadata: meta });
  if (verdict === 'retry-after-auth') return queuedResponse('auth');
  return queuedResponse(isApiAnswer(response) ? 'server' : 'unreachable', waitingReason(facts));
}

/** Whose cookie this browser holds now, per the server: a user id, null (nobody), or undefined (no answer). */
async function signedInUser(): Promise<number | null | undefined> {
  try {
    const response = await fetch('/api/auth/me', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (response.status === 401) return null;
    const facts = await responseFacts(response);
    if (classifyResponse(facts) !== 'delivered') return undefined;
    const body = facts.body as { id?: unknown; user?: { id?: unknown } } | undefined;
    const id = body?.user?.id ?? body?.id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Rows the page marked 'queued' whose entry is gone (worker killed mid-replay): rebuilt from Dexie. */
async function restoreLostEntries(): Promise<void> {
  const present = new Set((await queue.getAll()).map((e) => metaOf(e).mutationId));
  const queuedRows = await db.pendingMutations.where('state').equals('queued').sortBy('seq');
  for (const row of queuedRows) {
    if (present.has(row.id)) continue;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Idempotency-Key': row.id,
      [MUTATION_ID_HEADER]: row.id,
      [MUTATION_USER_HEADER]: String(row.userId),
      ...versionHeaders(row),
    };
    if (row.body !== undefined) headers['Content-Type'] = 'application/json';
    const request = new Request(new URL(row.url, self.location.origin), {
      method: row.method,
      headers,
      credentials: 'include',
      body: row.body === undefined ? undefined : JSON.stringify(row.body),
    });
    await queue.pushRequest({ request, metadata: { mutationId: row.id, userId: row.userId } });
  }
}

/** One pass over the queue (rules in ./replay-pass.ts); entries go without a stored bearer token. */
async function replayEntries(): Promise<{ kept: boolean }> {
  await restoreLostEntries().catch(() => undefined);
  if ((await queue.size()) === 0) return { kept: false };
  return replayPass({
    queue,
    owner: await signedInUser(),
    metaOf: (entry) => metaOf(entry),
    send: async (entry) => {
      const response = await fetch(withoutCredentials(entry.request.clone()));
      const facts = await responseFacts(response);
      const waiting = waitingReason(facts);
      const { mutationId } = metaOf(entry);
      if (waiting !== null && (await recordWaiting(db, mutationId, waiting)))
        await notifyPages({ type: 'feira:mutation-waiting', v: 1, id: mutationId, message: waiting });
      return { verdict: classifyResponse(facts), status: response.status, body: facts.body };
    },
    settle: async (meta, result) => {
      await recordOutcome(db, meta.mutationId, {
        status: result.status,
        body: result.body,
        receivedAt: Date.now(),
      });
      await notifyPages({ type: 'feira:mutation-outcome', v: 1, id: meta.mutationId });
    },
    authRequired: () => notifyPages({ type: 'feira:auth-required', v: 1 }),
    // Discarded at sign-out: the row is gone. A failed read keeps the entry (nothing is lost by waiting).
    wanted: async (meta) => (await db.pendingMutations.get(meta.mutationId).catch(() => true)) !== undefined,
  });
}
