import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { editSavedList, saveReadAnswer } from './saved-reads';

const LIST = '/api/seller/coupons';
const coupon = (id: number, code: string) => ({ id, code });
const savedList = async () => (await db.sellerReads.toArray()).find((row) => row.key.endsWith(LIST))?.data;

beforeEach(async () => {
  await db.sellerReads.clear();
});

describe("a write keeps the seller's saved list in step", () => {
  it('an edit replaces the old copy in place, a new row joins first, a deleted one leaves', async () => {
    await saveReadAnswer(LIST, [coupon(1, 'FEIRA10'), coupon(2, 'PASTEL5')]);
    await editSavedList(LIST, { put: coupon(2, 'PASTEL7') });
    expect(await savedList()).toEqual([coupon(1, 'FEIRA10'), coupon(2, 'PASTEL7')]);
    await editSavedList(LIST, { put: coupon(3, 'CALDO3') });
    expect(await savedList()).toEqual([coupon(3, 'CALDO3'), coupon(1, 'FEIRA10'), coupon(2, 'PASTEL7')]);
    await editSavedList(LIST, { remove: 1 });
    expect(await savedList()).toEqual([coupon(3, 'CALDO3'), coupon(2, 'PASTEL7')]);
  });

  it('a list never read on this device is not made up from one write', async () => {
    await editSavedList(LIST, { put: coupon(4, 'NOVO4') });
    expect(await db.sellerReads.count()).toBe(0);
  });
});
