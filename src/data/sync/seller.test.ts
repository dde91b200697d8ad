import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductWire, StoreWire } from '../../domain/api/catalogue';
import { productPage, storeWire } from '../../domain/api/test-wires';
import { db } from '../db';
import { countSettled } from '../mutations/settled';
import { sellerProductRow } from '../mutations/test-rows';
import { jsonResponse } from '../test-responses';
import { SELLER_CATALOGUE_COLLECTION } from './collections';
import { pullSellerCatalogue } from './seller';

const store = (over: Partial<StoreWire> = {}) => storeWire({ id: 3, ownerId: 7, version: 2, ...over });

const KEY = {
  id: 4,
  algorithm: 'Ed25519' as const,
  publicKey: 'x'.repeat(43),
  createdAt: '2026-05-01T00:00:00.000Z',
  retiredAt: null,
};

/** The server's catalogue: its stores, then each store's products, then the redemption keys. */
function serve(stores: () => StoreWire[], products: ProductWire[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/seller/stores'
        ? jsonResponse(200, stores())
        : url === '/api/seller/redemption-keys'
          ? jsonResponse(200, { keys: [KEY] })
          : jsonResponse(200, productPage(products, 100)),
    ),
  );
}

describe("the seller's catalogue pull", () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("takes the server's rows, dropping what it no longer has", async () => {
    await db.sellerStores.put(store({ version: 1 }));
    await db.sellerProducts.bulkPut([
      sellerProductRow({ id: 2 }),
      sellerProductRow({ id: 4, name: 'Alface' }),
    ]);
    serve(() => [store({ phone: '(11) 3333-4444' })], [sellerProductRow({ id: 2, price: 5 })]);

    await pullSellerCatalogue(0);

    expect(await db.sellerStores.get(3)).toMatchObject({ version: 2, phone: '(11) 3333-4444' });
    expect((await db.sellerProducts.toArray()).map((p) => [p.id, p.price])).toEqual([[2, 5]]);
    expect(await db.syncState.get(SELLER_CATALOGUE_COLLECTION)).toMatchObject({
      fetchedAt: expect.any(Number),
    });
  });

  it('keeps exactly the served redemption keys: a key no longer served leaves the phone', async () => {
    await db.redemptionKeys.put({ ...KEY, id: 1, retiredAt: '2026-04-01T00:00:00.000Z' });
    serve(() => [store()], []);
    await pullSellerCatalogue(0);
    expect(await db.redemptionKeys.toArray()).toEqual([KEY]);
  });

  it('a failed pull leaves the catalogue unreceived on this device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Erro interno' })),
    );
    await expect(pullSellerCatalogue(0)).rejects.toThrow();
    expect(await db.syncState.get(SELLER_CATALOGUE_COLLECTION)).toBeUndefined();
  });

  it('asks again when a write settled while the answer was on its way', async () => {
    let reads = 0;
    serve(() => {
      reads += 1;
      return [store({ name: `Leitura ${reads}` })];
    }, []);
    const settling = vi.mocked(fetch);
    settling.mockImplementationOnce(async () => {
      reads += 1;
      const stale = jsonResponse(200, [store({ name: 'Leitura antiga' })]);
      await countSettled();
      return stale;
    });

    await pullSellerCatalogue(0);

    expect(reads).toBe(2);
    expect((await db.sellerStores.get(3))?.name).toBe('Leitura 2');
  });
});
