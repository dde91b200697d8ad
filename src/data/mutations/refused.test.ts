import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from '../connectivity';
import { db, type SellerCouponRow } from '../db';
import { jsonResponse, offline } from '../test-responses';
import { applyOutcomes, pumpMutations, settleMutations } from './engine';
import { couponWrites, discardRefusal, readRecordWrites } from './index';
import { recordOutcome } from './outcome';
import { QUEUED_HEADER } from './replay-rules';
import { setCurrentUserSource } from './session-link';
import { mutationTestBed } from './test-bed';
import { awaitVerdict } from './verdict';

/**
 * Where a seller's write stands (architecture "Writes"): sent and accepted, refused and kept on the record
 * for the seller to fix or discard, or waiting for the network.
 */
const coupon = { id: 40, code: 'FEIRA10', description: 'Dez por cento', isActive: true, version: 1 };
const TAKEN = 'Já existe um cupom com este código nesta loja';

const toasts = mutationTestBed();

beforeEach(async () => {
  connectivity.reportAnswer();
  // The fields the writes read; the rest of a synced coupon plays no part here.
  await db.sellerCoupons.put(coupon as unknown as SellerCouponRow);
});

const savedItem = () => db.sellerCoupons.get(40);
const writes = () => readRecordWrites(7, 'sellerCoupon');

/** A server where a coupon code is taken by another coupon of the store: PUT with it is a 409. */
function storeWithCode(taken: string) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      if (body.code === taken) {
        return jsonResponse(409, {
          message: TAKEN,
          code: 'COUPON_CODE_TAKEN',
          details: [{ field: 'code', message: TAKEN }],
        });
      }
      return jsonResponse(200, { ...coupon, ...body, version: coupon.version + 1 });
    }),
  );
  return sent;
}

const rename = (code: string) => {
  const next = { ...coupon, code };
  return couponWrites.update({ current: coupon, next, body: { code } });
};

describe("a seller's write says where it stands", () => {
  it('pending, then accepted: the verdict is the server’s and nothing is kept', async () => {
    storeWithCode('OUTRO10');
    const row = await rename('FEIRA15');
    expect((await writes()).pending.get(40)).toBe('sending');
    expect(await awaitVerdict(row.id)).toEqual({ outcome: 'accepted' });
    await settleMutations();
    expect(await savedItem()).toMatchObject({ code: 'FEIRA15', version: 2 });
    expect(await writes()).toEqual({ pending: new Map(), refused: new Map(), refusedCreates: [] });
    expect(toasts).toEqual([]);
  });

  it('refused: the record is back to the server’s version, the refused values and reason are kept', async () => {
    storeWithCode('OUTRO10');
    const row = await rename('OUTRO10');
    const verdict = await awaitVerdict(row.id);
    expect(verdict).toMatchObject({
      outcome: 'refused',
      refusal: {
        id: row.id,
        title: 'Erro ao atualizar cupom',
        message: TAKEN,
        body: { code: 'OUTRO10' },
        details: [{ field: 'code', message: TAKEN }],
      },
    });
    await settleMutations();
    expect(await savedItem()).toEqual(coupon);
    expect((await writes()).refused.get(40)).toMatchObject({ id: row.id, message: TAKEN });
    // The screen that waited shows it; nobody else says it again.
    expect(toasts).toEqual([]);
  });

  it('a refusal nobody waits for is told under its title, wherever the seller is', async () => {
    storeWithCode('OUTRO10');
    await rename('OUTRO10');
    await pumpMutations();
    await settleMutations();
    expect(toasts.map((t) => [t.title, t.description])).toEqual([['Erro ao atualizar cupom', TAKEN]]);
  });

  it('discard: the refused change is dropped and the record stays the server’s version', async () => {
    storeWithCode('OUTRO10');
    const row = await rename('OUTRO10');
    await awaitVerdict(row.id);
    await discardRefusal(row.id);
    expect((await writes()).refused.size).toBe(0);
    expect(await savedItem()).toEqual(coupon);
  });

  it('fix: a new write on the record settles the refusal and is sent', async () => {
    const sent = storeWithCode('OUTRO10');
    const refused = await rename('OUTRO10');
    await awaitVerdict(refused.id);
    const fixed = await rename('FEIRA20');
    expect((await writes()).refused.size).toBe(0);
    expect(await awaitVerdict(fixed.id)).toEqual({ outcome: 'accepted' });
    expect(sent).toEqual([{ code: 'OUTRO10' }, { code: 'FEIRA20' }]);
    expect(await savedItem()).toMatchObject({ code: 'FEIRA20' });
  });

  it('a refused create is listed apart; its corrected form replaces it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { message: TAKEN, code: 'COUPON_CODE_TAKEN' })),
    );
    const row = { ...coupon, id: -3, code: 'OUTRO10' };
    const created = await couponWrites.create({ row, body: { code: 'OUTRO10' } });
    expect(await awaitVerdict(created.id)).toMatchObject({ outcome: 'refused' });
    await settleMutations();
    expect((await writes()).refusedCreates).toMatchObject([
      { id: created.id, title: 'Erro ao criar cupom', body: { code: 'OUTRO10' } },
    ]);
    // The temporary row is gone: only the kept refusal says what was sent.
    expect(await db.sellerCoupons.toCollection().primaryKeys()).toEqual([40]);

    vi.stubGlobal('fetch', vi.fn(offline));
    const corrected = { ...row, id: -4, code: 'FEIRA30' };
    await couponWrites.create({ row: corrected, body: { code: 'FEIRA30' } }, { replaces: created.id });
    expect((await writes()).refusedCreates).toEqual([]);
  });

  it("another user's refusal is kept for them, never shown to whoever is signed in", async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    const row = await rename('OUTRO10');
    await settleMutations();
    setCurrentUserSource(() => 8);
    await recordOutcome(db, row.id, {
      status: 409,
      body: { message: TAKEN, code: 'COUPON_CODE_TAKEN' },
      receivedAt: 1,
    });
    await applyOutcomes();
    expect(await db.refusedWrites.toArray()).toMatchObject([{ id: row.id, userId: 7, message: TAKEN }]);
    expect((await readRecordWrites(8, 'sellerCoupon')).refused.size).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('offline: the write waits in the queue, and says so at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 202, headers: { [QUEUED_HEADER]: '1' } })),
    );
    const row = await rename('FEIRA15');
    expect(await awaitVerdict(row.id)).toEqual({ outcome: 'waiting' });
    await settleMutations();
    expect((await writes()).pending.get(40)).toBe('queued');
  });

  it('no answer within the bound: the form stops waiting, the write stays pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const row = await rename('FEIRA15');
    expect(await awaitVerdict(row.id, 20)).toEqual({ outcome: 'waiting' });
    expect((await writes()).pending.get(40)).toBe('sending');
    // The answer arriving later settles the record as usual.
    answer(jsonResponse(200, { ...coupon, code: 'FEIRA15', version: 2 }));
    await settleMutations();
    expect(await savedItem()).toMatchObject({ code: 'FEIRA15', version: 2 });
  });
});
