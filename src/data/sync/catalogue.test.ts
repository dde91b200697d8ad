import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeWire } from '../../domain/api/test-wires';
import { db } from '../db';
import { jsonResponse } from '../test-responses';
import {
  applyProductDelta,
  applyStoreDelta,
  syncProduct,
  syncProductsPage,
  syncStore,
  syncStores,
} from './catalogue';
import { storeProductsCollection } from './collections';

const store = storeWire;

/** The server's answers by path; anything else is a 404 in the API's shape. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url in answers
        ? jsonResponse(200, answers[url])
        : jsonResponse(404, { message: 'Não encontrado', code: 'NOT_FOUND' }),
    ),
  );
}

/**
 * The server's answers held until `answer(body)`: requests leave now and their answers arrive after whatever
 * the test does meanwhile (a delta, another read). Every request held gets the same body.
 */
function holdAnswers() {
  let answer: (response: Response) => void = () => undefined;
  const held = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => held.then((response) => response.clone())),
  );
  return (body: unknown) => answer(jsonResponse(200, body));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a device out of space', () => {
  it('a pull that finds the origin full frees what the server can give back, keeps the rest, and lands', async () => {
    await db.products.bulkPut([{ id: 1 }, { id: 2 }] as never);
    await db.highlights.put({ productId: 2, position: 0 });
    serve({ '/api/stores?limit=100': [store()] });
    vi.spyOn(db.syncState, 'put').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await syncStores();
    expect(await db.stores.get(7)).toMatchObject({ name: store().name });
    expect(await db.syncState.get('stores')).toBeDefined();
    // The products no highlight shows went to make room; the highlighted one stays.
    expect(await db.products.toCollection().primaryKeys()).toEqual([2]);
  });
});

describe('catalogue pulls and deltas keep the newer copy of a row', () => {
  it("a pull's answer read before a suspension does not put the open store back over the delta's row", async () => {
    const suspended = store({ isActive: false, updatedAt: '2026-11-23T10:05:00.000Z' });
    await applyStoreDelta(7, suspended, false);
    // The list was read a moment before the suspension and arrives after its delta.
    serve({ '/api/stores?limit=100': [store()] });
    await syncStores();
    expect(await db.stores.get(7)).toEqual(suspended);

    // A later answer (the reactivation) does replace it.
    const reactivated = store({ updatedAt: '2026-11-23T10:09:00.000Z' });
    serve({
      '/api/stores/7': reactivated,
      '/api/stores/7/coupons': [],
      '/api/products?storeId=7&page=1&limit=100': { products: [] },
    });
    await syncStore(7);
    expect(await db.stores.get(7)).toEqual(reactivated);
  });

  it('a row equal to the stored copy is not written again; a changed one is', async () => {
    serve({ '/api/stores?limit=100': [store(), store({ id: 8, name: 'Pastel da Vila' })] });
    await syncStores();
    const written: number[] = [];
    const creating = (primKey: number) => {
      written.push(primKey);
    };
    const updating = (_changes: object, primKey: number) => {
      written.push(primKey);
    };
    db.stores.hook('creating', creating);
    db.stores.hook('updating', updating);
    try {
      // The same answer again (a new ETag for another reason): nothing to write.
      serve({ '/api/stores?limit=100': [store(), store({ id: 8, name: 'Pastel da Vila' })] });
      await syncStores();
      expect(written).toEqual([]);
      // One store changed: only its row is written.
      const renamed = store({ id: 8, name: 'Pastel da Vila Nova', updatedAt: '2026-11-23T11:00:00.000Z' });
      serve({ '/api/stores?limit=100': [store(), renamed] });
      await syncStores();
      expect(written).toEqual([8]);
      expect(await db.stores.get(8)).toEqual(renamed);
    } finally {
      db.stores.hook('creating').unsubscribe(creating);
      db.stores.hook('updating').unsubscribe(updating);
    }
  });

  it("a store's own product list is marked synced in the transaction that writes it, under the name it asks by", async () => {
    const product = { id: 31, storeId: 7, name: 'Queijo', updatedAt: '2026-11-23T10:00:00.000Z' };
    // Another pull brought one of the store's products first: the store's list is not synced yet.
    await db.products.put(product as never);
    expect(await db.syncState.get(storeProductsCollection(7))).toBeUndefined();
    serve({
      '/api/stores/7': store(),
      '/api/stores/7/coupons': [],
      [`/api/${storeProductsCollection(7)}`]: { products: [product, { ...product, id: 32 }] },
    });
    await syncStore(7);
    expect(await db.syncState.get(storeProductsCollection(7))).toMatchObject({
      collection: storeProductsCollection(7),
    });
    expect(await db.products.where({ storeId: 7 }).primaryKeys()).toEqual([31, 32]);
  });

  it('a store the API no longer answers is kept as unavailable on this device; an unknown one is not stored', async () => {
    await db.stores.put(store());
    serve({});
    expect(await syncStore(7)).toBeUndefined();
    expect(await db.stores.get(7)).toMatchObject({ id: 7, isActive: false });
    expect(await syncStore(8)).toBeUndefined();
    expect(await db.stores.get(8)).toBeUndefined();
  });

  it('an answer asked for before a live delete does not bring the deleted product back; one asked after does', async () => {
    const product = { id: 31, storeId: 7, name: 'Caqui rama forte', updatedAt: '2026-11-23T10:00:00.000Z' };
    await db.products.put(product as never);
    // The catch-up pull and the open page's own read leave before the seller deletes the product, and their
    // answers (read before the delete) arrive after its delta.
    const answer = holdAnswers();
    const reading = syncProduct(31);
    const paging = syncProductsPage();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await applyProductDelta(31, null, true);
    answer({ ...product, products: [product] });
    const [read] = await Promise.all([reading, paging]);
    // The page that asked is told the product is gone, and no copy is back on the device.
    expect(read).toBeUndefined();
    expect(await db.products.get(31)).toBeUndefined();

    // Put back on sale later (a new read, or the delta of its return): stored again.
    serve({ '/api/products/31': { ...product, updatedAt: '2026-11-23T10:10:00.000Z' } });
    await syncProduct(31);
    expect(await db.products.get(31)).toMatchObject({ id: 31, updatedAt: '2026-11-23T10:10:00.000Z' });
    await applyProductDelta(31, null, true);
    await applyProductDelta(31, { ...product, updatedAt: '2026-11-23T10:20:00.000Z' }, false);
    expect(await db.products.get(31)).toMatchObject({ updatedAt: '2026-11-23T10:20:00.000Z' });
  });

  it("a product's own read answering 404 is a removal too: a page of the catalogue asked before it does not bring it back", async () => {
    const product = { id: 32, storeId: 7, name: 'Pinhão', updatedAt: '2026-11-23T10:00:00.000Z' };
    await db.products.put(product as never);
    const answer = holdAnswers();
    const paging = syncProductsPage();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    serve({});
    expect(await syncProduct(32)).toBeUndefined();
    answer({ products: [product] });
    await paging;
    expect(await db.products.get(32)).toBeUndefined();
  });

  it('a 304 writes nothing: no live query over the collection wakes for an unchanged answer', async () => {
    const answers = [
      new Response(JSON.stringify([store()]), {
        status: 200,
        headers: { 'content-type': 'application/json', etag: 'W/"lojas-1"' },
      }),
      new Response(null, { status: 304, headers: { etag: 'W/"lojas-1"' } }),
    ];
    const asked: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        asked.push(new Headers(init?.headers).get('if-none-match'));
        return answers.shift() ?? jsonResponse(500, {});
      }),
    );
    await syncStores();
    const first = await db.syncState.get('stores');
    expect(first?.etag).toBe('W/"lojas-1"');
    const writes: string[] = [];
    const creating = (key: string) => {
      writes.push(key);
    };
    const updating = (_changes: object, key: string) => {
      writes.push(key);
    };
    db.syncState.hook('creating', creating);
    db.syncState.hook('updating', updating);
    try {
      await syncStores();
    } finally {
      db.syncState.hook('creating').unsubscribe(creating);
      db.syncState.hook('updating').unsubscribe(updating);
    }
    expect(asked).toEqual([null, 'W/"lojas-1"']);
    expect(writes).toEqual([]);
    expect(await db.syncState.get('stores')).toEqual(first);
    expect(await db.stores.get(7)).toEqual(store());
  });
});
