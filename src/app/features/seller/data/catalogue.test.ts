import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../data/db';
import { sellerProductRow } from '../../../../data/mutations/test-rows';
import { SELLER_CATALOGUE_COLLECTION } from '../../../../data/sync/collections';
import { storeWire } from '../../../../domain/api/test-wires';
import { promotableProducts, sellerStoresOnDevice } from './catalogue';

describe('the products a promotion can be for, read on this device', () => {
  beforeEach(async () => {
    await db.sellerProducts.clear();
    await db.sellerProducts.bulkPut([
      sellerProductRow({ id: 2, name: 'Queijo Minas' }),
      sellerProductRow({ id: 5, name: 'Abacaxi', status: 'INACTIVE', isActive: false }),
      sellerProductRow({ id: -5, name: 'Banana', pendingMutationId: 'm1' }),
      sellerProductRow({ id: 9, storeId: 4, name: 'Alface' }),
    ]);
  });

  it("lists the store's products of every status by name, without one still waiting to be sent", async () => {
    expect((await promotableProducts(3)).map((p) => p.name)).toEqual(['Abacaxi', 'Queijo Minas']);
  });

  it('lists nothing for a store with no products on this device', async () => {
    expect(await promotableProducts(8)).toEqual([]);
  });
});

describe("the seller's stores on this device", () => {
  beforeEach(async () => {
    await Promise.all([db.sellerStores.clear(), db.syncState.clear()]);
  });

  it('are unknown on a device the catalogue never reached, not an empty list', async () => {
    expect(await sellerStoresOnDevice()).toBeUndefined();
  });

  it("are an empty list once the catalogue's pull has answered with none", async () => {
    await db.syncState.put({ collection: SELLER_CATALOGUE_COLLECTION, fetchedAt: 1 });
    expect(await sellerStoresOnDevice()).toEqual([]);
  });

  it('include a store the seller created here before any pull', async () => {
    await db.sellerStores.put(storeWire({ id: -3, name: 'Barraca nova' }));
    expect((await sellerStoresOnDevice())?.map((s) => s.name)).toEqual(['Barraca nova']);
  });
});
