/**
 * Spec 001 §3's product DTO on the wire: photos keep the seller's alt text and primary choice, every product
 * answer carries the derived fields of the domain, a single product answers 'Produto encontrado com
 * sucesso'; spec 001 §4's named events reach the sockets in the generic product messages and the seller's
 * analytics count price changes, discounts and restocks.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { favoriteStores, notifications, products } from '../../server/db/schema';
import { productAnswerSchema, productSchema } from '../../src/domain/api/catalogue';
import { saoPauloDayKey } from '../../src/domain/format';
import { sessionFor } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, demoSellerStore, type TestSocket, wsUrl } from './helpers/ws-client';

describe(`product details, derived fields and named events (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof demoSellerStore>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    seller = await demoSellerStore(t);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t?.close();
  });

  const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: seller.headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: seller.headers });

  it('keeps each photo’s alt text and the primary one, and serves them with the derived fields', async () => {
    const created = await write('POST', '/api/products', {
      storeId: seller.storeId,
      name: 'Mel de laranjeira',
      category: 'comida',
      price: 40,
      discountedPrice: 30,
      stock: 4,
      images: [
        { url: '/demo/products/comida-1.png', alt: 'Pote visto de lado' },
        { url: '/demo/products/comida-2.png', alt: '  Pote aberto com a colher  ', isPrimary: true },
        '/demo/products/comida-3.png',
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = productSchema.parse(created.json().product);
    // The primary photo comes first; alt texts are trimmed; a bare URL has none.
    expect(product.images).toEqual([
      '/demo/products/comida-2.png',
      '/demo/products/comida-1.png',
      '/demo/products/comida-3.png',
    ]);
    expect(product.imageDetails).toEqual([
      { url: '/demo/products/comida-2.png', alt: 'Pote aberto com a colher', isPrimary: true },
      { url: '/demo/products/comida-1.png', alt: 'Pote visto de lado', isPrimary: false },
      { url: '/demo/products/comida-3.png', alt: null, isPrimary: false },
    ]);
    expect(product).toMatchObject({
      effectivePrice: 30,
      hasDiscount: true,
      discountPercentage: 25,
      isAvailableForSale: true,
      availability: { isLimited: true, isAvailable: true, isLow: true, isOutOfStock: false },
    });

    const found = await get(`/api/products/${product.id}`);
    expect(found.statusCode).toBe(200);
    const answer = productAnswerSchema.parse(found.json());
    expect(answer.message).toBe('Produto encontrado com sucesso');
    expect(answer.imageDetails).toEqual(product.imageDetails);
    expect(answer.effectivePrice).toBe(30);

    // The seller's own list carries the same fields.
    const mine = await get(`/api/seller/products?storeId=${seller.storeId}&limit=100`);
    const listed = (mine.json().products as unknown[]).map((p) => productSchema.parse(p));
    expect(listed.find((p) => p.id === product.id)?.imageDetails).toEqual(product.imageDetails);
  });

  it('an alt text change alone is a saved change; a bare URL keeps its alt text; an empty one removes it', async () => {
    const created = await write('POST', '/api/products', {
      storeId: seller.storeId,
      name: 'Queijo canastra',
      category: 'comida',
      price: 60,
      images: [{ url: '/demo/products/comida-4.png', alt: 'Queijo inteiro' }],
    });
    const product = productSchema.parse(created.json().product);
    const url = `/api/products/${product.id}`;

    const described = await write('PUT', url, {
      storeId: seller.storeId,
      version: product.version,
      images: [{ url: '/demo/products/comida-4.png', alt: 'Queijo inteiro sobre a tábua', isPrimary: true }],
    });
    expect(described.statusCode, described.body).toBe(200);
    const after = productSchema.parse(described.json().product);
    expect(after.version).toBe(product.version + 1);
    expect(after.imageDetails[0]?.alt).toBe('Queijo inteiro sobre a tábua');

    const added = await write('PUT', url, {
      storeId: seller.storeId,
      images: ['/demo/products/comida-4.png', '/demo/products/comida-5.png'],
    });
    expect(productSchema.parse(added.json().product).imageDetails).toEqual([
      { url: '/demo/products/comida-4.png', alt: 'Queijo inteiro sobre a tábua', isPrimary: true },
      { url: '/demo/products/comida-5.png', alt: null, isPrimary: false },
    ]);

    const cleared = await write('PUT', url, {
      storeId: seller.storeId,
      images: [
        { url: '/demo/products/comida-5.png', isPrimary: true },
        { url: '/demo/products/comida-4.png', alt: '' },
      ],
    });
    expect(productSchema.parse(cleared.json().product).imageDetails).toEqual([
      { url: '/demo/products/comida-5.png', alt: null, isPrimary: true },
      { url: '/demo/products/comida-4.png', alt: null, isPrimary: false },
    ]);

    const tooLong = await write('PUT', url, {
      storeId: seller.storeId,
      images: [{ url: '/demo/products/comida-5.png', alt: 'x'.repeat(201) }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toContainEqual(
      expect.objectContaining({ message: 'Descrição da foto deve ter no máximo 200 caracteres' }),
    );
  });

  it('publishes the named events in product-updated and counts price changes, discounts and restocks', async () => {
    const s = connect(wsUrl(t.app), { cookie: seller.cookie });
    sockets.push(s);
    await s.next((f) => f.type === 'hello');
    const created = await write('POST', '/api/products', {
      storeId: seller.storeId,
      name: 'Doce de leite',
      category: 'comida',
      price: 20,
      stock: 3,
    });
    const product = productSchema.parse(created.json().product);
    const url = `/api/products/${product.id}`;
    // The frame of a write: the one carrying the version the write answered.
    const eventsOf = async (written: Promise<{ json(): { product: { version: number } } }>) => {
      const { version } = (await written).json().product;
      const frame = await s.next(
        (f) =>
          f.type === 'product-updated' &&
          f.data?.productId === product.id &&
          (f.data?.product as { version?: number } | undefined)?.version === version,
      );
      return frame.data?.events;
    };

    expect(
      await eventsOf(write('PUT', url, { storeId: seller.storeId, price: 18, discountedPrice: 15 })),
    ).toEqual(['ProductDiscountApplied', 'ProductPriceChanged']);
    expect(
      await eventsOf(write('POST', `${url}/restock`, { storeId: seller.storeId, quantity: 10 })),
    ).toEqual(['ProductStockUpdated']);
    expect(await eventsOf(write('POST', `${url}/highlight`, { storeId: seller.storeId }))).toEqual([
      'ProductHighlighted',
    ]);
    // Lowering the stock is an update of the stock, not a restock.
    expect(await eventsOf(write('PUT', url, { storeId: seller.storeId, stock: 5 }))).toEqual([
      'ProductStockUpdated',
    ]);

    const today = saoPauloDayKey(new Date());
    const report = await get(`/api/seller/stores/${seller.storeId}/analytics?from=${today}&to=${today}`);
    expect(report.statusCode, report.body).toBe(200);
    const row = (report.json().rows as Array<Record<string, unknown>>).find(
      (r) => r.productId === product.id,
    );
    expect(row).toMatchObject({ priceChanges: 1, discountsApplied: 1, restocks: 1 });
    expect(report.json().series.at(-1)).toMatchObject({ day: today });
    expect(report.json().series.at(-1).restocks).toBeGreaterThanOrEqual(1);
  });

  it("tells a store's followers of a highlight from the named event, not of any change to a highlighted product", async () => {
    const follower = await sessionFor(t.database, 'cliente');
    await t.database.db
      .insert(favoriteStores)
      .values({ userId: follower.userId, storeId: seller.storeId })
      .onConflictDoNothing();
    const created = await write('POST', '/api/products', {
      storeId: seller.storeId,
      name: 'Pamonha doce',
      category: 'comida',
      price: 9,
    });
    const product = productSchema.parse(created.json().product);
    const alertsOf = () =>
      t.database.db
        .select({ sentAt: notifications.sentAt, data: notifications.data })
        .from(notifications)
        .where(and(eq(notifications.userId, follower.userId), eq(notifications.type, 'highlight')))
        .then((rows) => rows.filter((r) => (r.data as { productId?: number }).productId === product.id));
    // Highlighted behind the API's back: a price change of it names no highlight, so nobody is told.
    await t.database.db.update(products).set({ isHighlighted: true }).where(eq(products.id, product.id));
    await write('PUT', `/api/products/${product.id}`, { storeId: seller.storeId, price: 8 });
    await t.database.db.update(products).set({ isHighlighted: false }).where(eq(products.id, product.id));
    const before = new Date();
    await write('POST', `/api/products/${product.id}/highlight`, { storeId: seller.storeId });
    // Alerts of one product are sent once a week: had the price change told them, this one would not.
    await vi.waitFor(async () => expect(await alertsOf()).toHaveLength(1), { timeout: 10_000 });
    expect((await alertsOf())[0]?.sentAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });
});
