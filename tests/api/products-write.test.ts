import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../server/db/schema';
import { sessionFor } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`product writes through the domain model (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let seller: { headers: Record<string, string> };
  let other: { headers: Record<string, string> };
  let shopper: { headers: Record<string, string> };
  let admin: { headers: Record<string, string> };
  let storeId: number;
  let otherStoreId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const s = await sessionFor(t.database, 'vendedor');
    const o = await sessionFor(t.database, 'vendedora');
    seller = s;
    other = o;
    shopper = await sessionFor(t.database, 'cliente');
    admin = await sessionFor(t.database, 'admin');
    const [mine] = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.ownerId, s.userId))
      .orderBy(stores.id);
    const [theirs] = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.ownerId, o.userId))
      .orderBy(stores.id);
    storeId = mine?.id ?? 0;
    otherStoreId = theirs?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: Record<string, unknown>, headers = seller.headers) =>
    t.app.inject({ method: 'POST', url: '/api/products', headers, payload: body });
  const action = (id: number, name: string, body: Record<string, unknown> = {}, headers = seller.headers) =>
    t.app.inject({ method: 'POST', url: `/api/products/${id}/${name}`, headers, payload: body });

  it('an unexpected failure answers spec 001 §8’s INTERNAL_ERROR text of what the route was doing', async () => {
    const db = t.database.db;
    const transaction = db.transaction;
    db.transaction = (() => Promise.reject(new Error('falha simulada do banco'))) as typeof db.transaction;
    try {
      const created = await create({ storeId, name: 'Produto que não nasce', category: 'Comida', price: 5 });
      expect(created.statusCode).toBe(500);
      expect(created.json()).toEqual({ message: 'Erro interno ao criar produto', code: 'INTERNAL_ERROR' });
      const [existing] = await db.select().from(products).where(eq(products.storeId, storeId)).limit(1);
      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${existing?.id}`,
        headers: seller.headers,
        payload: { storeId, price: 7 },
      });
      expect(updated.statusCode).toBe(500);
      expect(updated.json()).toEqual({
        message: 'Erro interno ao atualizar produto',
        code: 'INTERNAL_ERROR',
      });
    } finally {
      db.transaction = transaction;
    }
  });

  it('creates a product with the domain warnings and the spec message', async () => {
    const res = await create({
      storeId,
      name: 'Mandioca descascada',
      category: 'Comida',
      price: 9.9,
      stock: 3,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Produto criado com sucesso');
    expect(body.product).toMatchObject({
      storeId,
      name: 'Mandioca descascada',
      category: 'comida',
      price: 9.9,
      stock: 3,
      status: 'ACTIVE',
      isActive: true,
      version: 1,
    });
    expect(body.warnings.map((w: { code: string }) => w.code).sort()).toEqual(
      ['LOW_STOCK_WARNING', 'NO_DESCRIPTION_WARNING', 'NO_IMAGES_WARNING'].sort(),
    );
    const pub = await t.app.inject({ method: 'GET', url: `/api/products/${body.product.id}` });
    expect(pub.json().name).toBe('Mandioca descascada');
  });

  it('collects every create failure with the domain codes', async () => {
    const res = await create({ storeId, name: 'x', category: 'carro', price: 0, stock: -1 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Dados de entrada inválidos', code: 'VALIDATION_ERROR' });
    const codes = body.details.map((d: { code: string }) => d.code);
    expect(codes).toEqual(
      expect.arrayContaining(['INVALID_NAME', 'INVALID_CATEGORY', 'INVALID_PRICE', 'INVALID_STOCK']),
    );
    const tooHigh = await create({ storeId, name: 'Caro demais', category: 'outros', price: 1_000_000 });
    expect(tooHigh.json().details[0]).toMatchObject({
      field: 'price',
      code: 'PRICE_TOO_HIGH',
      message: 'Preço do produto deve ser no máximo R$ 999.999,99',
    });
  });

  it("takes photos at http(s) URLs or the server's own image paths, never another path of this site", async () => {
    const res = await create({
      storeId,
      name: 'Goiabada cascão',
      category: 'comida',
      price: 12,
      images: ['/uploads/goiabada.webp', '/api/auth/logout?foto.png'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({
        field: 'images.1.url',
        code: 'INVALID_IMAGE_URL',
        message: 'URL da imagem 2 deve ser .jpg, .jpeg, .png ou .webp',
      }),
    ]);
    const store = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/stores/${storeId}`,
      headers: seller.headers,
      payload: { coverUrl: '/api/seller/stores/capa.png' },
    });
    expect(store.statusCode).toBe(400);
    expect(JSON.stringify(store.json())).toContain('URL da imagem inválida');
  });

  it('refuses a duplicate name in the same store, ignoring case and accents', async () => {
    await create({ storeId, name: 'Pamonha doce', category: 'comida', price: 8 });
    const res = await create({ storeId, name: 'PAMONHA  DOCE', category: 'comida', price: 8 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Já existe um produto com o nome "PAMONHA DOCE" nesta loja');
    expect(res.json().details[0].code).toBe('DUPLICATE_NAME');
    // The same name in another store is fine.
    const elsewhere = await create(
      { storeId: otherStoreId, name: 'Pamonha doce', category: 'comida', price: 8 },
      other.headers,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('only lets the owner (or an admin) write; shoppers and anonymous are refused', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/products', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const asShopper = await create(
      { storeId, name: 'Tentativa', category: 'comida', price: 1 },
      shopper.headers,
    );
    expect(asShopper.statusCode).toBe(403);
    const foreignStore = await create({
      storeId: otherStoreId,
      name: 'Invasão',
      category: 'comida',
      price: 1,
    });
    expect(foreignStore.statusCode).toBe(403);
    const mine = (await create({ storeId, name: 'Curau de milho', category: 'comida', price: 7 })).json()
      .product;
    const byOther = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${mine.id}`,
      headers: other.headers,
      payload: { storeId, price: 1 },
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({
      code: 'PRODUCT_NOT_OWNED',
      message: 'Produto não pertence a esta loja',
    });
    const wrongStore = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${mine.id}`,
      headers: seller.headers,
      payload: { storeId: otherStoreId, price: 1 },
    });
    expect(wrongStore.json().code).toBe('PRODUCT_NOT_OWNED');
    const byAdmin = await action(mine.id, 'deactivate', {}, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().product.status).toBe('INACTIVE');
  });

  it('updates through the entity with optimistic versions', async () => {
    const created = (
      await create({ storeId, name: 'Suco de caju', category: 'bebida', price: 10, stock: 20 })
    ).json().product;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created.id}`,
      headers: seller.headers,
      payload: { storeId, version: 1, price: 12, discountedPrice: 11, description: 'Suco natural da fruta' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Produto atualizado com sucesso');
    const updated = res.json().product;
    expect(updated).toMatchObject({ price: 12, discountedPrice: 11, description: 'Suco natural da fruta' });
    expect(updated.version).toBeGreaterThan(1);
    expect(res.json().warnings.map((w: { code: string }) => w.code)).toContain('NO_IMAGES_WARNING');

    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created.id}`,
      headers: seller.headers,
      payload: { storeId, version: 1, price: 15 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'O produto foi alterado por outra pessoa. Recarregue e tente novamente.',
      code: 'VERSION_CONFLICT',
    });

    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created.id}`,
      headers: seller.headers,
      payload: { storeId },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.map((d: { message: string }) => d.message)).toContain(
      'Pelo menos um campo deve ser fornecido para atualização',
    );
    const badDiscount = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created.id}`,
      headers: seller.headers,
      payload: { storeId, discountedPrice: 50 },
    });
    expect(badDiscount.statusCode).toBe(422);
    expect(badDiscount.json().details[0].code).toBe('INVALID_DISCOUNT');
  });

  it('runs every status action with the domain rules', async () => {
    let p = (
      await create({ storeId, name: 'Rapadura de amendoim', category: 'comida', price: 5, stock: 2 })
    ).json().product;
    const expectAction = async (name: string, body: Record<string, unknown> = {}) => {
      const res = await action(p.id, name, { version: p.version, ...body });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      p = res.json().product;
      return res.json();
    };
    await expectAction('highlight');
    expect(p.isHighlighted).toBe(true);
    const discounted = await expectAction('apply-discount', { discountedPrice: 4.9 });
    expect(p.discountedPrice).toBe(4.9);
    expect(discounted.warnings.map((w: { code: string }) => w.code)).toContain('LOW_DISCOUNT_WARNING');
    await expectAction('remove-discount');
    expect(p.discountedPrice).toBeNull();
    // Selling the last units ends the highlight and the listing becomes OUT_OF_STOCK.
    await expectAction('reduce-stock', { quantity: 2 });
    expect(p).toMatchObject({ stock: 0, status: 'OUT_OF_STOCK', isHighlighted: false });
    const tooMany = await action(p.id, 'reduce-stock', { quantity: 1 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().details[0].code).toBe('INSUFFICIENT_STOCK');
    const highlightOut = await action(p.id, 'highlight');
    expect(highlightOut.json()).toMatchObject({
      message: 'Apenas produtos disponíveis para venda podem ser destacados',
      code: 'BUSINESS_RULE_VIOLATION',
    });
    expect(highlightOut.json().details[0].code).toBe('MUST_BE_ACTIVE');
    await expectAction('restock', { quantity: 10 });
    expect(p).toMatchObject({ stock: 10, status: 'ACTIVE' });
    await expectAction('deactivate');
    expect(p.status).toBe('INACTIVE');
    const hidden = await t.app.inject({ method: 'GET', url: `/api/products/${p.id}` });
    expect(hidden.statusCode).toBe(404);
    await expectAction('activate');
    expect(p.status).toBe('ACTIVE');
    await expectAction('discontinue');
    expect(p.status).toBe('DISCONTINUED');
    const reactivate = await action(p.id, 'activate');
    expect(reactivate.statusCode).toBe(422);
    expect(reactivate.json().message).toBe('Produtos descontinuados não podem ser reativados');
    const stale = await action(p.id, 'remove-highlight', { version: 1 });
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it('acknowledges a versioned no-op with the next version, so the next queued change is not a conflict', async () => {
    const created = await create({
      storeId,
      name: 'Curau de milho verde',
      category: 'comida',
      price: 6,
      stock: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json().product;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: seller.headers, payload });
    // The same price again: nothing changes, but the version the client predicted is the one answered.
    const same = await put({ storeId, version: 1, price: 6 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().product).toMatchObject({ price: 6, stock: 4, version: 2 });
    // Activating an active product is a no-op action: acknowledged the same way.
    const active = await action(p.id, 'activate', { version: 2 });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().product).toMatchObject({ status: 'ACTIVE', version: 3 });
    // The change queued after them, sent with the predicted version, is applied.
    const next = await put({ storeId, version: 3, stock: 9 });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().product).toMatchObject({ stock: 9, version: 4 });
    // Without a version (no client prediction to keep), a no-op still saves nothing.
    const unversioned = await put({ storeId, stock: 9 });
    expect(unversioned.json().product.version).toBe(4);
    // A stale version is still a conflict, no-op or not.
    const stale = await put({ storeId, version: 3, stock: 9 });
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it('deletes a product of the seller and refuses another seller', async () => {
    const p = (await create({ storeId, name: 'Cocada branca', category: 'comida', price: 4 })).json().product;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${p.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${p.id}?version=1`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Produto excluído com sucesso');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${p.id}`,
      headers: seller.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lists the seller products with every filter, stats and inventory value', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/seller/products?storeId=${storeId}&statuses=INACTIVE,DISCONTINUED&limit=100`,
      headers: seller.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().products.length).toBeGreaterThan(0);
    expect(
      list.json().products.every((p: { status: string }) => ['INACTIVE', 'DISCONTINUED'].includes(p.status)),
    ).toBe(true);
    const missingStore = await t.app.inject({
      method: 'GET',
      url: '/api/seller/products',
      headers: seller.headers,
    });
    expect(missingStore.statusCode).toBe(400);
    expect(missingStore.json()).toMatchObject({
      code: 'INVALID_STORE_ID',
      message: 'ID da loja é obrigatório',
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/seller/products?storeId=${otherStoreId}`,
      headers: seller.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/seller/stores/${storeId}/stats`,
      headers: seller.headers,
    });
    expect(stats.json().message).toBe('Estatísticas obtidas com sucesso');
    expect(stats.json().stats.totalProducts).toBeGreaterThan(0);
    const value = await t.app.inject({
      method: 'GET',
      url: `/api/seller/stores/${storeId}/inventory-value`,
      headers: seller.headers,
    });
    expect(value.statusCode).toBe(200);
    expect(value.json().totalProducts).toBeGreaterThan(0);
  });

  // PGlite serialises the two requests, PostgreSQL runs them at once: the outcome must be the same.
  it('lets exactly one of two concurrent creates with the same name win', async () => {
    const body = { storeId, name: 'Bolo de fubá cremoso', category: 'comida', price: 18 };
    const results = await Promise.all([create(body), create({ ...body, name: 'bolo de fuba cremoso' })]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const conflictBody = results.find((r) => r.statusCode === 409)?.json();
    expect(conflictBody.details[0].code).toBe('DUPLICATE_NAME');
  });

  it('lets exactly one of two concurrent updates of the same version win', async () => {
    const p = (await create({ storeId, name: 'Quentão de festa', category: 'bebida', price: 12 })).json()
      .product;
    const put = (price: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/${p.id}`,
        headers: seller.headers,
        payload: { storeId, version: p.version, price },
      });
    const results = await Promise.all([put(13), put(14)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('keeps at most 10 highlighted products per store, also when two highlights race for the last place', async () => {
    const highlightedIn = async (id: number) =>
      (
        await t.database.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.storeId, id), eq(products.isHighlighted, true)))
      ).length;
    const target = otherStoreId;
    const make = async (name: string, isHighlighted: boolean) => {
      const res = await create(
        { storeId: target, name, category: 'comida', price: 3, stock: 5, isHighlighted },
        other.headers,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().product as { id: number; version: number };
    };
    let n = 0;
    while ((await highlightedIn(target)) < 9) await make(`Bolo de fubá caseiro ${++n}`, true);
    const a = await make('Curau de milho cremoso', false);
    const b = await make('Pamonha de sal', false);

    // The seller's two phones highlight a 10th product at once: exactly one wins.
    const race = await Promise.all([
      action(a.id, 'highlight', {}, other.headers),
      action(b.id, 'highlight', {}, other.headers),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = race.find((r) => r.statusCode === 422)?.json();
    expect(refused).toMatchObject({
      code: 'BUSINESS_RULE_VIOLATION',
      message:
        'Limite de 10 produtos em destaque por loja atingido. Remova um destaque antes de destacar outro.',
    });
    expect(refused.details[0]).toMatchObject({ field: 'isHighlighted', code: 'HIGHLIGHT_LIMIT_REACHED' });
    expect(await highlightedIn(target)).toBe(10);

    // Creating or updating into an 11th highlight is refused the same way; nothing is saved.
    const eleventh = await create(
      {
        storeId: target,
        name: 'Canjica com amendoim',
        category: 'comida',
        price: 3,
        stock: 5,
        isHighlighted: true,
      },
      other.headers,
    );
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().details[0].code).toBe('HIGHLIGHT_LIMIT_REACHED');
    const loser = race[0]?.statusCode === 422 ? a : b;
    const viaUpdate = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${loser.id}`,
      headers: other.headers,
      payload: { storeId: target, isHighlighted: true },
    });
    expect(viaUpdate.statusCode).toBe(422);
    expect(await highlightedIn(target)).toBe(10);

    // Another store of the platform is not affected, and freeing a place lets the next one in.
    const winner = loser === a ? b : a;
    expect((await action(winner.id, 'remove-highlight', {}, other.headers)).statusCode).toBe(200);
    expect((await action(loser.id, 'highlight', {}, other.headers)).statusCode).toBe(200);
    expect(await highlightedIn(target)).toBe(10);
  });
});
