import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreWire } from '../../domain/api/catalogue';
import { db } from '../db';
import { countSettled } from '../mutations/settled';
import { sellerProductRow } from '../mutations/test-rows';
import { jsonResponse } from '../test-responses';
import { pullSellerCatalogue } from './seller';

const store = (over: Partial<StoreWire> = {}): StoreWire => ({
  id: 3,
  ownerId: 7,
  name: 'Barraca da Dona Maria',
  description: null,
  category: 'comida',
  phone: null,
  whatsapp: null,
  address: 'Rua da Feira, 1',
  neighborhood: null,
  city: 'São Paulo',
  state: 'SP',
  latitude: null,
  longitude: null,
  openingDays: [],
  opensAt: null,
  closesAt: null,
  imageUrl: null,
  coverUrl: null,
  isActive: true,
  version: 2,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:00.000Z',
  ...over,
});

const page = (products: unknown[]) => ({
  products,
  pagination: {
    currentPage: 1,
    totalPages: 1,
    totalCount: products.length,
    hasNextPage: false,
    hasPreviousPage: false,
    limit: 100,
  },
  message: 'ok',
});

/** The server's catalogue: its stores, then each store's products. */
function serve(stores: () => StoreWire[], products: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/seller/stores' ? jsonResponse(200, stores()) : jsonResponse(200, page(products)),
    ),
  );
}

describe("the seller's catalogue pull", () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("takes the server's rows, dropping what it no longer has, and keeps a refused edit beside them", async () => {
    const conflict = { body: { phone: '(11) 9999-0000' }, message: 'Alterada em outro lugar', at: 1 };
    await db.sellerStores.put({ ...store({ version: 1 }), conflict });
    await db.sellerProducts.bulkPut([
      sellerProductRow({ id: 2 }),
      sellerProductRow({ id: 4, name: 'Alface' }),
    ]);
    serve(() => [store({ phone: '(11) 3333-4444' })], [sellerProductRow({ id: 2, price: 5 })]);

    await pullSellerCatalogue(0);

    expect(await db.sellerStores.get(3)).toMatchObject({ version: 2, phone: '(11) 3333-4444', conflict });
    expect((await db.sellerProducts.toArray()).map((p) => [p.id, p.price])).toEqual([[2, 5]]);
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
