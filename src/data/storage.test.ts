import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { freeSpace, withDatabase } from './storage';

const pending = {
  id: 'keep-me',
  userId: 1,
  kind: 'wishlist.add',
  target: 'wishlist:1',
  seq: 1,
  method: 'POST',
  url: '/api/wishlist/1',
  snapshot: [],
  state: 'pending' as const,
  createdAt: 1,
};

beforeEach(async () => {
  if (!db.isOpen()) await db.open();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('storage resilience', () => {
  it('reopens a closed database and keeps the queue', async () => {
    await db.pendingMutations.put(pending);
    db.close();
    const count = await withDatabase(() => db.pendingMutations.count());
    expect(count).toBe(1);
    expect(await db.pendingMutations.get('keep-me')).toMatchObject({ target: 'wishlist:1' });
  });

  it('on QuotaExceededError frees catalogue rows, never pending work, and retries', async () => {
    await db.pendingMutations.put(pending);
    await db.products.put({ id: 1 } as never);
    let first = true;
    const result = await withDatabase(async () => {
      if (first) {
        first = false;
        throw new DOMException('full', 'QuotaExceededError');
      }
      return 'written';
    });
    expect(result).toBe('written');
    expect(await db.products.count()).toBe(0);
    expect(await db.pendingMutations.count()).toBe(1);
  });

  it('freeSpace keeps highlighted products', async () => {
    await db.products.bulkPut([{ id: 1 }, { id: 2 }] as never);
    await db.highlights.put({ productId: 2, position: 0 });
    await freeSpace();
    expect(await db.products.toCollection().primaryKeys()).toEqual([2]);
  });
});
