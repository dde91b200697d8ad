import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { countSettled, pullUnlessSettled, settledCount } from './settled';

const row = (productId: number) => ({ productId, createdAt: '2026-11-26T10:00:00.000Z' });

describe('an answer asked for before a write settled', () => {
  beforeEach(async () => {
    await Promise.all([db.wishlist.clear(), db.syncState.clear()]);
  });

  it('is written when no write settled meanwhile', async () => {
    const written = await pullUnlessSettled(
      async () => [row(1)],
      [db.wishlist],
      async (rows) => {
        await db.wishlist.bulkPut(rows);
      },
    );
    expect(written).toBe(true);
    expect(await db.wishlist.count()).toBe(1);
  });

  it('is asked for again; overtaken every time, nothing is written until the next round', async () => {
    let reads = 0;
    const written = await pullUnlessSettled(
      async () => {
        reads += 1;
        await countSettled();
        return [row(reads)];
      },
      [db.wishlist],
      async (rows) => {
        await db.wishlist.bulkPut(rows);
      },
    );
    expect(written).toBe(false);
    expect(reads).toBe(3);
    expect(await settledCount()).toBe(3);
    expect(await db.wishlist.count()).toBe(0);
  });
});
