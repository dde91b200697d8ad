import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyResponse,
  type ReplayVerdict,
  responseFacts,
  waitingReason,
} from '../src/data/mutations/replay-rules';
import { limitMessages } from '../src/domain/api/messages';
import { type EntryMeta, replayPass, type SendResult, withoutCredentials } from './replay-pass';

type Entry = EntryMeta & { answer: ReplayVerdict | 'network-error' };

function memoryQueue(entries: Entry[]) {
  const items = [...entries];
  return {
    items,
    size: async () => items.length,
    shiftRequest: async () => items.shift(),
    pushRequest: async (entry: Entry) => {
      items.push(entry);
    },
  };
}

async function run(entries: Entry[], owner: number | null | undefined, discarded: string[] = []) {
  const queue = memoryQueue(entries);
  const sent: string[] = [];
  const settled: string[] = [];
  let authRequired = 0;
  const result = await replayPass<Entry>({
    queue,
    owner,
    metaOf: (e) => e,
    send: async (e): Promise<SendResult> => {
      sent.push(e.mutationId);
      if (e.answer === 'network-error') throw new TypeError('Failed to fetch');
      return { verdict: e.answer, status: e.answer === 'delivered' ? 200 : 500, body: {} };
    },
    settle: async (meta) => {
      settled.push(meta.mutationId);
    },
    authRequired: async () => {
      authRequired++;
    },
    wanted: async (meta) => !discarded.includes(meta.mutationId),
  });
  return { result, sent, settled, authRequired, left: queue.items.map((e) => e.mutationId) };
}

const entry = (mutationId: string, userId: number, answer: Entry['answer'] = 'delivered'): Entry => ({
  mutationId,
  userId,
  answer,
});

describe('replayPass', () => {
  it("sends only the signed-in user's entries; another user's stay parked, untouched", async () => {
    const out = await run([entry('a1', 1), entry('b1', 2), entry('a2', 1)], 2);
    expect(out.sent).toEqual(['b1']);
    expect(out.left).toEqual(['a1', 'a2']);
    expect(out.result.kept).toBe(false);
  });

  it('drops the writes discarded at sign-out unsent, whoever holds the cookie; keeps the others in order', async () => {
    for (const owner of [1, 2, null, undefined]) {
      const out = await run([entry('a1', 1), entry('a2', 1), entry('b1', 2)], owner, ['a1', 'a2']);
      expect(out.sent).toEqual(owner === 2 ? ['b1'] : []);
      expect(out.left).toEqual(owner === 2 ? [] : ['b1']);
    }
  });

  it('sends nothing when nobody is signed in or the server could not say who is', async () => {
    for (const owner of [null, undefined]) {
      const out = await run([entry('a1', 1)], owner);
      expect(out.sent).toEqual([]);
      expect(out.left).toEqual(['a1']);
    }
  });

  it('a kept entry blocks the later entries of its user, in order', async () => {
    const out = await run([entry('a1', 1), entry('a2', 1, 'keep'), entry('a3', 1), entry('a4', 1)], 1);
    expect(out.sent).toEqual(['a1', 'a2']);
    expect(out.settled).toEqual(['a1']);
    expect(out.left).toEqual(['a2', 'a3', 'a4']);
    expect(out.result).toEqual({ kept: true, settled: ['a1'] });
  });

  it('a 401 keeps the entry and asks the page to re-check the session once', async () => {
    const out = await run([entry('a1', 1, 'retry-after-auth'), entry('a2', 1)], 1);
    expect(out.sent).toEqual(['a1']);
    expect(out.left).toEqual(['a1', 'a2']);
    expect(out.authRequired).toBe(1);
  });

  it('a network failure keeps the entry; a refusal is final and leaves the queue', async () => {
    const failed = await run([entry('a1', 1, 'network-error')], 1);
    expect(failed.left).toEqual(['a1']);
    const refused = await run([entry('a1', 1, 'refused'), entry('a2', 1)], 1);
    expect(refused.settled).toEqual(['a1', 'a2']);
    expect(refused.left).toEqual([]);
  });

  it("a 429 from the API (its answer read as the worker reads it) keeps the entry and its user's later ones", async () => {
    const queue = memoryQueue([entry('a1', 1), entry('a2', 1)]);
    const settled: string[] = [];
    const result = await replayPass<Entry>({
      queue,
      owner: 1,
      metaOf: (e) => e,
      send: async () => {
        const response = new Response(
          JSON.stringify({ message: limitMessages.reservations(3), code: 'RATE_LIMITED' }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '180' } },
        );
        const facts = await responseFacts(response);
        expect(waitingReason(facts)).toBe(limitMessages.reservations(3));
        return { verdict: classifyResponse(facts), status: response.status, body: facts.body };
      },
      settle: async (meta) => {
        settled.push(meta.mutationId);
      },
      authRequired: async () => undefined,
      wanted: async () => true,
    });
    expect(settled).toEqual([]);
    expect(queue.items.map((e) => e.mutationId)).toEqual(['a1', 'a2']);
    expect(result).toEqual({ kept: true, settled: [] });
  });

  it('property: nothing is lost, nothing is sent for another user, and what stays keeps its order', async () => {
    const answers = fc.constantFrom<Entry['answer']>(
      'delivered',
      'refused',
      'keep',
      'retry-after-auth',
      'network-error',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), answers), { maxLength: 12 }),
        fc.constantFrom(1, 2, null),
        async (specs, owner) => {
          const entries = specs.map(([userId, answer], i) => entry(`m${i}`, userId, answer));
          const out = await run(entries, owner);
          const ids = entries.map((e) => e.mutationId);
          // Every entry is either settled or still queued, never both, never neither.
          expect([...out.settled, ...out.left].sort()).toEqual([...ids].sort());
          // Still-queued entries keep their original relative order.
          expect(out.left).toEqual(ids.filter((id) => out.left.includes(id)));
          // Only the owner's entries were sent, and after the first kept one, none of theirs.
          const sentEntries = entries.filter((e) => out.sent.includes(e.mutationId));
          expect(sentEntries.every((e) => e.userId === owner)).toBe(true);
          const firstKept = sentEntries.findIndex((e) => e.answer !== 'delivered' && e.answer !== 'refused');
          if (firstKept >= 0) expect(sentEntries).toHaveLength(firstKept + 1);
        },
      ),
    );
  });
});

describe('withoutCredentials', () => {
  it('drops a stored bearer token and keeps everything else', async () => {
    const original = new Request('https://feira.example/api/wishlist/3', {
      method: 'POST',
      headers: { Authorization: 'Bearer velho', 'Idempotency-Key': 'k1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    const replayed = withoutCredentials(original);
    expect(replayed.headers.has('Authorization')).toBe(false);
    expect(replayed.headers.get('Idempotency-Key')).toBe('k1');
    expect(replayed.method).toBe('POST');
    expect(await replayed.json()).toEqual({ a: 1 });
  });
});
