/**
 * One replay pass over the worker's mutation queue, without the worker's globals (so it is unit-tested with
 * an in-memory queue and a fake network). The rules, in the order they apply:
 * - nothing is sent when the server could not say whose cookie this browser holds (owner undefined);
 * - an entry whose write the user discarded (its pendingMutations row is gone: a sign-out that chose to
 *   discard) leaves the queue unsent, whoever owns the cookie;
 * - another user's entries are parked untouched: a write is never sent as somebody else;
 * - the owner's entries go in their original order; the first one that is kept (network failure, 5xx,
 *   portal page, 401…) blocks that user's later entries, so a "remove" never overtakes its "add";
 * - every entry is shifted and either settled or pushed back, so kept entries keep their relative order.
 */
import type { ReplayVerdict } from '../src/data/mutations/replay-rules';

export interface EntryMeta {
  mutationId: string;
  userId: number;
}

/** The part of workbox-background-sync's Queue a pass needs. */
export interface ReplayQueue<E> {
  size(): Promise<number>;
  shiftRequest(): Promise<E | undefined>;
  pushRequest(entry: E): Promise<void>;
}

export interface SendResult {
  verdict: ReplayVerdict;
  status: number;
  body: unknown;
}

export interface ReplayDeps<E> {
  queue: ReplayQueue<E>;
  /** The user the server says owns the cookie now: an id, null (nobody), undefined (no answer). */
  owner: number | null | undefined;
  metaOf(entry: E): EntryMeta;
  /** Sends the entry; a thrown error (network failure) counts as 'keep'. */
  send(entry: E): Promise<SendResult>;
  /** A final verdict (delivered or refused): recorded for the page, the entry leaves the queue. */
  settle(meta: EntryMeta, result: SendResult): Promise<void>;
  /** A 401: the page should re-check the session (the entry stays). */
  authRequired(): Promise<void>;
  /** False when the user discarded the write (sign-out): the entry is dropped unsent. */
  wanted(meta: EntryMeta): Promise<boolean>;
}

export interface PassResult {
  /** Some of the owner's entries are still queued (the caller lets the browser back off). */
  kept: boolean;
  settled: string[];
}

export async function replayPass<E>(deps: ReplayDeps<E>): Promise<PassResult> {
  const { queue, owner } = deps;
  const settled: string[] = [];
  const size = await queue.size();
  if (size === 0) return { kept: false, settled };
  let blocked = false;
  let kept = false;
  for (let i = 0; i < size; i++) {
    const entry = await queue.shiftRequest();
    if (entry === undefined) break;
    const meta = deps.metaOf(entry);
    if (!(await deps.wanted(meta))) continue;
    if (owner === undefined) {
      await queue.pushRequest(entry);
      kept = true;
      continue;
    }
    if (meta.userId !== owner || blocked) {
      await queue.pushRequest(entry);
      kept ||= meta.userId === owner;
      continue;
    }
    let result: SendResult | undefined;
    try {
      result = await deps.send(entry);
    } catch {
      result = undefined;
    }
    if (result && (result.verdict === 'delivered' || result.verdict === 'refused')) {
      await deps.settle(meta, result);
      settled.push(meta.mutationId);
      continue;
    }
    await queue.pushRequest(entry);
    blocked = true;
    kept = true;
    if (result?.verdict === 'retry-after-auth') await deps.authRequired();
  }
  return { kept, settled };
}

/**
 * The Background Sync `sync` handler around one pass: when the pass kept entries (no network, a 5xx, a
 * session to renew) it throws, so the event's `waitUntil` promise rejects and the browser schedules the
 * retry itself (with its own back-off) instead of considering the queue done. A pass that fails outright
 * rejects the same way.
 */
export async function replayForSync(pass: () => Promise<{ kept: boolean }>): Promise<void> {
  const { kept } = await pass();
  if (kept) throw new Error('feira: entradas mantidas na fila');
}

/**
 * The request as it is stored and replayed: without `Authorization`. A queued bearer token goes stale when
 * its session ends (logout, expiry), and the server reads a bearer before the cookie, so replaying it gave
 * 401 forever even after the same user signed in again. The cookie is what the owner check verifies.
 */
export function withoutCredentials(request: Request): Request {
  if (!request.headers.has('Authorization')) return request;
  const headers = new Headers(request.headers);
  headers.delete('Authorization');
  return new Request(request, { headers });
}
