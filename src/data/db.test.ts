import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FeiraDb } from './db';

describe('Dexie versions keep pending work', () => {
  it('opens a v1 database with a pending mutation, upgrades to the current version, and finds it', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      products: 'id, storeId, category, isHighlighted, updatedAt',
      pendingMutations: 'id, userId, seq, state',
      redemptionCodes: 'validationCode, storeId',
      wishlist: 'productId, createdAt',
    });
    await v1.table('pendingMutations').add({
      id: 'm-1',
      userId: 7,
      kind: 'wishlist.add',
      seq: 1,
      method: 'POST',
      url: '/api/wishlist/12',
      snapshot: [],
      state: 'failed',
      createdAt: 1,
    });
    await v1.table('wishlist').add({ productId: 12, createdAt: 'x', pendingMutationId: 'm-1' });
    v1.close();

    const current = new FeiraDb(name);
    await current.open();
    expect(current.verno).toBeGreaterThanOrEqual(2);
    const row = await current.pendingMutations.get('m-1');
    expect(row).toMatchObject({ userId: 7, target: 'wishlist:12', state: 'pending' });
    expect(await current.pendingMutations.where('target').equals('wishlist:12').count()).toBe(1);
    expect(await current.wishlist.get(12)).toMatchObject({ pendingMutationId: 'm-1' });
    current.close();
  });
});
