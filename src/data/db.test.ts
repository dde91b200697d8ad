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

  it('opens a database of v3 or v4 (versions no longer declared one by one) at the current one, rows kept', async () => {
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
      expect(current.verno).toBe(10);
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
      expect(await current.localPhotos.where('mutationId').equals('m-2').count()).toBe(1);
      // v8's tables: the public keys of signed redemptions and the shopper's own redemptions.
      await current.redemptionKeys.put({
        id: 1,
        algorithm: 'Ed25519',
        publicKey: 'A'.repeat(43),
        createdAt: 'x',
        retiredAt: null,
      });
      expect(await current.redemptionKeys.count()).toBe(1);
      expect(await current.shopperRedemptions.orderBy('redeemedAt').count()).toBe(0);
      current.close();
    }
  });

  it('v10: products kept before the derived fields were served get them from the domain function', async () => {
    const name = `upgrade-v7-${crypto.randomUUID()}`;
    const v7 = new Dexie(name);
    v7.version(7).stores({
      products: 'id, storeId, category, isHighlighted, updatedAt',
      sellerProducts: 'id, storeId, status, updatedAt',
      pendingMutations: 'id, userId, seq, state, target',
    });
    const kept = {
      id: 9,
      storeId: 2,
      price: 10,
      discountedPrice: 8,
      stock: 3,
      status: 'ACTIVE',
      isHighlighted: false,
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
      updatedAt: 'x',
    };
    await v7.table('products').add(kept);
    await v7
      .table('sellerProducts')
      .add({ ...kept, stock: 0, status: 'OUT_OF_STOCK', discountedPrice: null });
    await v7.table('sellerProducts').add({ id: 10, storeId: 2, status: 'ACTIVE', updatedAt: 'x' });
    await v7.table('pendingMutations').add({ id: 'm-9', userId: 7, seq: 1, state: 'queued', target: 'p:9' });
    v7.close();

    const current = new FeiraDb(name);
    await current.open();
    expect(await current.products.get(9)).toMatchObject({
      effectivePrice: 8,
      hasDiscount: true,
      discountPercentage: 20,
      isAvailableForSale: true,
      availability: { isLimited: true, isAvailable: true, isLow: true, isOutOfStock: false },
      imageDetails: [
        { url: '/uploads/a.jpg', alt: null, isPrimary: true },
        { url: '/uploads/b.jpg', alt: null, isPrimary: false },
      ],
    });
    expect(await current.sellerProducts.get(9)).toMatchObject({
      effectivePrice: 10,
      hasDiscount: false,
      isAvailableForSale: false,
      availability: { isOutOfStock: true },
    });
    // A row of another shape is kept as it was, and so is the queued work.
    expect(await current.sellerProducts.get(10)).toEqual({
      id: 10,
      storeId: 2,
      status: 'ACTIVE',
      updatedAt: 'x',
    });
    expect(await current.pendingMutations.count()).toBe(1);
    current.close();
  });

  it('v5 to v10: saved coupons and promotions move to their synced tables, kept refusals to refusedWrites', async () => {
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
    // Queued work: a coupon created offline, and an edit queued after an earlier one was refused as stale.
    const mine = { id: -3, storeId: 3, code: 'NOVO', pendingMutationId: 'm-3' };
    const edited = { id: 8, storeId: 3, code: 'FEIRA', version: 2, pendingMutationId: 'm-4' };
    const stale = { body: { code: 'X' }, message: 'alterado', at };
    // A switch refused as stale, and a promotion of a store this phone does not hold.
    const switched = { id: 40, storeId: 3, code: 'FEIRA10' };
    const switchRefused = { body: { isActive: false }, message: 'Outro', at };
    const promotion = { id: 4, storeId: 9, title: 'Tomate' };
    await v5.table('pendingMutations').bulkAdd([
      { id: 'm-3', userId: 7, seq: 1, state: 'queued', target: 'sellerCoupon:-3' },
      { id: 'm-4', userId: 7, seq: 2, state: 'queued', target: 'sellerCoupon:8' },
    ]);
    await v5.table('sellerReads').bulkAdd([
      {
        key: '7:/api/seller/coupons',
        userId: 7,
        data: [mine, edited, { id: 9, deleted: true }, switched],
        savedAt: 1,
      },
      { key: '7:/api/seller/coupons/8', userId: 7, data: { ...edited, conflict: stale }, savedAt: 1 },
      {
        key: '7:/api/seller/coupons/40',
        userId: 7,
        data: { ...switched, conflict: switchRefused },
        savedAt: 1,
      },
      { key: '7:/api/seller/promotions', userId: 7, data: [promotion], savedAt: 1 },
      {
        key: '7:/api/seller/promotions/4',
        userId: 7,
        data: { ...promotion, conflict: { body: { title: 'Tomate bom' }, message: 'Mudou', at } },
        savedAt: 1,
      },
      { key: '7:/api/seller/contacts', userId: 7, data: [{ name: 'Ana' }], savedAt: 1 },
    ]);
    v5.close();

    const current = new FeiraDb(name);
    await current.open();
    expect(current.verno).toBe(10);
    expect(current.tables.map((t) => t.name)).not.toContain('sellerReads');
    // The rows, queued ones included, are in their tables; a queued delete stays gone; no conflict is left on a row.
    expect(await current.sellerCoupons.orderBy('id').toArray()).toEqual([mine, edited, switched]);
    expect(await current.sellerPromotions.toArray()).toEqual([promotion]);
    expect((await current.sellerStores.get(3)) as object).not.toHaveProperty('conflict');
    expect((await current.sellerProducts.get(12)) as object).not.toHaveProperty('conflict');
    expect(await current.pendingMutations.count()).toBe(2);
    // Every refusal is kept apart, under the seller's id, with what was sent and the title it is shown under.
    expect(await current.refusedWrites.orderBy('target').toArray()).toMatchObject([
      {
        userId: 7,
        target: 'sellerCoupon:40',
        kind: 'sellerCoupon.update',
        method: 'PUT',
        url: '/api/seller/coupons/40',
        body: { isActive: false },
        status: 409,
        code: 'VERSION_CONFLICT',
        message: 'Outro',
        title: 'Erro ao alterar status do cupom',
        refusedAt: at,
      },
      {
        userId: 7,
        target: 'sellerCoupon:8',
        url: '/api/seller/coupons/8',
        body: { code: 'X' },
        title: 'Erro ao atualizar cupom',
      },
      {
        userId: 7,
        kind: 'sellerProduct.update',
        method: 'POST',
        url: '/api/products/12/restock',
        status: 409,
        title: 'Falha ao salvar produto',
      },
      {
        userId: 7,
        target: 'sellerPromotion:4',
        kind: 'sellerPromotion.update',
        url: '/api/seller/promotions/4',
        body: { title: 'Tomate bom' },
        message: 'Mudou',
      },
      { userId: 7, kind: 'sellerStore.update', url: '/api/seller/stores/3/location', message: 'Alterada' },
    ]);
    current.close();
  });

  it('v8 to v9: a conflict kept on a synced coupon moves to refusedWrites, for the user signed in', async () => {
    const name = `upgrade-v8-${crypto.randomUUID()}`;
    const v8 = new Dexie(name);
    v8.version(8).stores({
      me: 'key',
      pendingMutations: 'id, userId, seq, state, target',
      sellerStores: 'id, ownerId',
      sellerCoupons: 'id, storeId',
      sellerPromotions: 'id, storeId, productId',
    });
    const conflict = { body: { code: 'FEIRA20' }, message: 'Alterado em outro aparelho', at: 5 };
    await v8.table('me').put({ key: 'me', user: { id: 11 }, fetchedAt: 1 });
    await v8.table('sellerCoupons').bulkAdd([
      { id: 21, storeId: 6, code: 'FEIRA', version: 3, conflict },
      { id: 22, storeId: 6, code: 'OUTRO', version: 1 },
    ]);
    await v8.table('sellerPromotions').add({ id: 5, storeId: 6, title: 'Couve' });
    v8.close();

    const current = new FeiraDb(name);
    await current.open();
    expect(await current.sellerCoupons.orderBy('id').toArray()).toEqual([
      { id: 21, storeId: 6, code: 'FEIRA', version: 3 },
      { id: 22, storeId: 6, code: 'OUTRO', version: 1 },
    ]);
    expect(await current.sellerPromotions.toArray()).toEqual([{ id: 5, storeId: 6, title: 'Couve' }]);
    expect(await current.refusedWrites.toArray()).toMatchObject([
      {
        userId: 11,
        target: 'sellerCoupon:21',
        ref: { family: 'sellerCoupon', key: 21 },
        url: '/api/seller/coupons/21',
        body: { code: 'FEIRA20' },
        message: 'Alterado em outro aparelho',
        title: 'Erro ao atualizar cupom',
      },
    ]);
    current.close();
  });
});

describe('the schema is declared on first use', () => {
  it('declares no version at construction, and every one when a table, table() or open() is first reached', async () => {
    const byGetter = new FeiraDb(`lazy-${crypto.randomUUID()}`);
    expect(byGetter.verno).toBe(0);
    expect(byGetter.products.name).toBe('products');
    const declared = byGetter.verno;
    expect(declared).toBeGreaterThanOrEqual(10);

    const byName = new FeiraDb(`lazy-${crypto.randomUUID()}`);
    expect(byName.table('syncState').name).toBe('syncState');
    expect(byName.verno).toBe(declared);

    const byList = new FeiraDb(`lazy-${crypto.randomUUID()}`);
    expect(byList.tables.map((t) => t.name)).toContain('pendingMutations');

    const byOpen = new FeiraDb(`lazy-${crypto.randomUUID()}`);
    await byOpen.open();
    expect(byOpen.verno).toBe(declared);
    expect(await byOpen.pendingMutations.count()).toBe(0);
    byOpen.close();
  });
});
