import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../server/db/schema';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`wishlist and favourite stores (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  let other: TestSession;
  let productId: number;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await sessionFor(t.database, 'cliente');
    other = await sessionFor(t.database, 'vendedora');
    const [product] = await t.database.db
      .select({ id: products.id, storeId: products.storeId })
      .from(products)
      .where(eq(products.status, 'ACTIVE'))
      .limit(1);
    if (!product) throw new Error('seed has no active product');
    productId = product.id;
    storeId = product.storeId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous access with 401 in Portuguese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wishlist' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('adds a product once: the second add answers 200 with the same row', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${productId}`,
      headers: shopper.headers,
    });
    expect(first.statusCode).toBe(201);
    const item = first.json();
    expect(item).toMatchObject({
      userId: shopper.userId,
      productId,
      product: { id: productId, store: { id: storeId } },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${productId}`,
      headers: shopper.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(item.id);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: shopper.headers })
    ).json();
    expect(list.filter((i: { productId: number }) => i.productId === productId)).toHaveLength(1);
  });

  it("never shows or removes another shopper's items", async () => {
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: other.headers })
    ).json();
    expect(theirs.some((i: { productId: number }) => i.productId === productId)).toBe(false);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${productId}`,
      headers: other.headers,
    });
    expect(del.json()).toEqual({ success: true, removed: false });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: shopper.headers })
    ).json();
    expect(mine.some((i: { productId: number }) => i.productId === productId)).toBe(true);
  });

  it('removes, and removing again is not an error', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${productId}`,
      headers: shopper.headers,
    });
    expect(del.json()).toEqual({ success: true, removed: true });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${productId}`,
      headers: shopper.headers,
    });
    expect(again.json()).toEqual({ success: true, removed: false });
  });

  it('answers 404 for a product that does not exist and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/999999',
      headers: shopper.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: "Produto com ID '999999' não foi encontrado",
    });
    const bad = await t.app.inject({ method: 'POST', url: '/api/wishlist/abc', headers: shopper.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Dados de entrada inválidos' });
  });

  it('follows a store once, lists it with its data, and unfollows', async () => {
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/favorite-stores/${storeId}`,
      headers: other.headers,
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/favorite-stores/${storeId}`,
      headers: other.headers,
    });
    expect(again.statusCode).toBe(200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/favorite-stores', headers: other.headers })
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ storeId, store: { id: storeId, name: store?.name } });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorite-stores/${storeId}`,
      headers: other.headers,
    });
    expect(del.json()).toEqual({ success: true, removed: true });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/favorite-stores/999999',
      headers: other.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
