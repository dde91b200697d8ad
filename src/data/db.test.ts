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

  it('opens a database of v3 or v4 (versions no longer declared one by one), its rows kept', async () => {
    // The tables as those releases declared them (v1, then v2's and v3's additions, then v4's).
    const released = {
      products: 'id, storeId, category, isHighlighted, updatedAt',
      pendingMutations: 'id, userId, seq, state, target',
      redemptionCodes: 'validationCode, storeId, validatedLocallyAt',
      sellerStores: 'id, ownerId',
      sellerProducts: 'id, storeId, status, updatedAt',
    };
    for (const [version, tables] of [
      [3, released],
      [4, { ...released, sellerReads: 'key, userId', notificationOpens: 'notificationId' }],
    ] as const) {
      const name = `upgrade-v${version}-${crypto.randomUUID()}`;
      const old = new Dexie(name);
      old.version(version).stores(tables);
      await old.table('sellerProducts').add({ id: 5, storeId: 2, status: 'ACTIVE', updatedAt: 'x' });
      await old
        .table('pendingMutations')
        .add({ id: 'm-2', userId: 7, seq: 1, state: 'queued', target: 'p:5' });
      old.close();

      const current = new FeiraDb(name);
      await current.open();
      expect(current.verno).toBe(6);
      expect(await current.sellerProducts.where('storeId').equals(2).count()).toBe(1);
      expect(await current.pendingMutations.where('target').equals('p:5').count()).toBe(1);
      const blob = new Blob(['x'], { type: 'image/jpeg' });
      await current.localPhotos.add({
        id: 'f-1',
        mutationId: 'm-2',
        userId: 7,
        blob,
        type: blob.type,
        createdAt: 1,
      });
      await current.sellerReads.put({ key: 'k', userId: 7, data: null, savedAt: 1 });
      expect(await current.localPhotos.where('mutationId').equals('m-2').count()).toBe(1);
      current.close();
    }
  });

  it('v6 moves refused changes kept on records (v5) to refusedWrites, for the seller to fix or discard', async () => {
    const name = `upgrade-v5-${crypto.randomUUID()}`;
    const v5 = new Dexie(name);
    v5.version(5).stores({
      pendingMutations: 'id, userId, seq, state, target',
      sellerStores: 'id, ownerId',
      sellerProducts: 'id, storeId, status, updatedAt',
      sellerReads: 'key, userId',
    });
    const at = 1_700_000_000_000;
    await v5.table('sellerStores').add({
      id: 3,
      ownerId: 7,
      name: 'Barraca',
      conflict: { body: { address: 'Rua Nova' }, path: '/location', message: 'Alterada', at },
    });
    await v5.table('sellerProducts').add({
      id: 12,
      storeId: 3,
      status: 'ACTIVE',
      updatedAt: 'x',
      conflict: { change: 'restock', body: { quantity: 2 }, message: 'Versão', code: 'VERSION_CONFLICT', at },
    });
    const coupon = { id: 40, code: 'FEIRA10', conflict: { body: { isActive: false }, message: 'Outro', at } };
    await v5.table('sellerReads').bulkAdd([
      { key: '7:/api/seller/coupons', userId: 7, data: [coupon], savedAt: 1 },
      { key: '7:/api/seller/coupons/40', userId: 7, data: coupon, savedAt: 1 },
    ]);
    v5.close();

    const current = new FeiraDb(name);
    await current.open();
    const kept = await current.refusedWrites.orderBy('target').toArray();
    expect(kept).toMatchObject([
      {
        userId: 7,
        kind: 'sellerCoupon.update',
        url: '/api/seller/coupons/40',
        body: { isActive: false },
        title: 'Erro ao alterar status do cupom',
      },
      {
        userId: 7,
        kind: 'sellerProduct.update',
        method: 'POST',
        url: '/api/products/12/restock',
        status: 409,
        title: 'Falha ao salvar produto',
      },
      { userId: 7, kind: 'sellerStore.update', url: '/api/seller/stores/3/location', message: 'Alterada' },
    ]);
    expect((await current.sellerStores.get(3)) as object).not.toHaveProperty('conflict');
    expect((await current.sellerProducts.get(12)) as object).not.toHaveProperty('conflict');
    expect((await current.sellerReads.get('7:/api/seller/coupons'))?.data).toEqual([
      { id: 40, code: 'FEIRA10' },
    ]);
    current.close();
  });
});
