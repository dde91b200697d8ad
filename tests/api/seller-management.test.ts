import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../server/db/schema';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`seller management API (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let seller: TestSession;
  let other: TestSession;
  let shopper: TestSession;
  let storeId: number;
  let product: { id: number; price: number };

  beforeAll(async () => {
    t = await createTestApp();
    seller = await sessionFor(t.database, 'vendedor');
    other = await sessionFor(t.database, 'vendedora');
    shopper = await sessionFor(t.database, 'cliente');
    const [store] = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.ownerId, seller.userId))
      .orderBy(stores.id);
    storeId = store?.id ?? 0;
    const [p] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.storeId, storeId))
      .orderBy(products.id);
    product = { id: p?.id ?? 0, price: p?.price ?? 0 };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('creates, edits, relocates and deletes a store of the seller', async () => {
    const created = await call('POST', '/api/seller/stores', seller.headers, {
      name: 'Barraca do Zé',
      category: 'comida',
      address: 'Rua Guaicurus, 100',
      openingDays: [6, 3, 3],
      opensAt: '07:00',
      closesAt: '13:00',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details[0].message).toBe(
      'Dias de funcionamento devem ser números de 0 (domingo) a 6 (sábado), sem repetição',
    );
    const ok = await call('POST', '/api/seller/stores', seller.headers, {
      name: 'Barraca do Zé',
      category: 'comida',
      address: 'Rua Guaicurus, 100',
      openingDays: [6, 3],
      opensAt: '07:00',
      closesAt: '13:00',
    });
    expect(ok.statusCode).toBe(201);
    const store = ok.json().store;
    expect(store).toMatchObject({ openingDays: [3, 6], ownerId: seller.userId, city: 'São Paulo' });
    expect(ok.json().message).toBe('Loja criada com sucesso');
    const mine = (await call('GET', '/api/seller/stores', seller.headers)).json() as Array<{ id: number }>;
    expect(mine.some((s) => s.id === store.id)).toBe(true);
    const theirs = (await call('GET', '/api/seller/stores', other.headers)).json() as Array<{ id: number }>;
    expect(theirs.some((s) => s.id === store.id)).toBe(false);

    const badHours = await call('PUT', `/api/seller/stores/${store.id}`, seller.headers, {
      closesAt: '06:00',
    });
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().details[0].message).toBe(
      'O horário de fechamento deve ser posterior ao de abertura',
    );
    const edit = await call('PUT', `/api/seller/stores/${store.id}`, seller.headers, {
      description: 'Pastel na hora',
    });
    expect(edit.json().store).toMatchObject({ description: 'Pastel na hora', name: 'Barraca do Zé' });
    const foreign = await call('PUT', `/api/seller/stores/${store.id}`, other.headers, {
      name: 'Minha agora',
    });
    expect(foreign.statusCode).toBe(403);
    const moved = await call('PUT', `/api/seller/stores/${store.id}/location`, seller.headers, {
      address: 'Praça Benedito Calixto, 1',
      latitude: -23.5567,
      longitude: -46.6816,
    });
    expect(moved.json().store).toMatchObject({ latitude: -23.5567, longitude: -46.6816 });
    const badPoint = await call('PUT', `/api/seller/stores/${store.id}/location`, seller.headers, {
      address: 'x',
      latitude: 100,
      longitude: 0,
    });
    expect(badPoint.json().details[0].message).toBe('Latitude deve estar entre -90 e 90');
    const asShopper = await call('POST', '/api/seller/stores', shopper.headers, { name: 'X' });
    expect(asShopper.statusCode).toBe(403);
    const removed = await call('DELETE', `/api/seller/stores/${store.id}`, seller.headers);
    expect(removed.json().message).toBe('Loja excluída com sucesso');
    expect((await t.app.inject({ method: 'GET', url: `/api/stores/${store.id}` })).statusCode).toBe(404);
  });

  it('manages coupons with every rule of the edit-coupon form', async () => {
    const base = {
      storeId,
      code: 'teste10',
      description: '10% na feira',
      discountPercentage: 10,
      discountAmount: null,
      minimumPurchase: null,
      maxUsageCount: 5,
      startTime: '2030-01-01T08:00',
      endTime: '2030-01-31T18:00',
    };
    const created = await call('POST', '/api/seller/coupons', seller.headers, base);
    expect(created.statusCode).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({ code: 'TESTE10', discountAmount: null, store: { id: storeId } });
    // datetime-local is São Paulo wall time (UTC-3).
    expect(coupon.startTime).toBe('2030-01-01T11:00:00.000Z');
    const dup = await call('POST', '/api/seller/coupons', seller.headers, { ...base, code: 'TESTE10' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Já existe um cupom com este código nesta loja');
    const invalid = await call('POST', '/api/seller/coupons', seller.headers, {
      ...base,
      code: 'ab',
      description: ' ',
      discountPercentage: 120,
      endTime: '2029-12-31T00:00',
    });
    expect(invalid.statusCode).toBe(400);
    const msgs = invalid.json().details.map((d: { message: string }) => d.message);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'Código deve ter pelo menos 4 caracteres',
        'Descrição é obrigatória',
        'Porcentagem não pode ser maior que 100%',
        'Data de fim deve ser posterior à data de início',
      ]),
    );
    const amount = await call('POST', '/api/seller/coupons', seller.headers, {
      ...base,
      code: 'MENOS5',
      discountPercentage: null,
      discountAmount: 0,
    });
    expect(amount.json().details[0].message).toBe('Valor do desconto deve ser maior que 0');

    const toggle = await call('PUT', `/api/seller/coupons/${coupon.id}`, seller.headers, { isActive: false });
    expect(toggle.json()).toMatchObject({ isActive: false, code: 'TESTE10' });
    const edit = await call('PUT', `/api/seller/coupons/${coupon.id}`, seller.headers, {
      ...base,
      code: 'teste15',
      discountPercentage: null,
      discountAmount: 15,
    });
    expect(edit.json()).toMatchObject({
      code: 'TESTE15',
      discountPercentage: null,
      discountAmount: 15,
      isActive: false,
    });
    expect((await call('GET', `/api/seller/coupons/${coupon.id}`, other.headers)).statusCode).toBe(403);
    const list = (await call('GET', '/api/seller/coupons', seller.headers)).json() as Array<{ id: number }>;
    expect(list.some((c) => c.id === coupon.id)).toBe(true);
    const del = await call('DELETE', `/api/seller/coupons/${coupon.id}`, seller.headers);
    expect(del.json().message).toBe('Cupom excluído');
    const gone = await call('GET', `/api/seller/coupons/${coupon.id}`, seller.headers);
    expect(gone.json()).toEqual({
      message: `Cupom com ID '${coupon.id}' não foi encontrado`,
      code: 'COUPON_NOT_FOUND',
    });
  });

  it('manages promotions of own products only, below the product price', async () => {
    const body = {
      productId: product.id,
      title: 'Relâmpago',
      promotionalPrice: Math.max(0.5, Math.round(product.price * 50) / 100),
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const created = await call('POST', '/api/seller/promotions', seller.headers, body);
    expect(created.statusCode).toBe(201);
    const promo = created.json().promotion;
    expect(promo).toMatchObject({ productId: product.id, isFlash: true, storeId });
    const flash = (await t.app.inject({ method: 'GET', url: '/api/promotions/flash' })).json() as Array<{
      id: number;
    }>;
    expect(flash.some((p) => p.id === promo.id)).toBe(true);
    const tooHigh = await call('POST', '/api/seller/promotions', seller.headers, {
      ...body,
      promotionalPrice: product.price,
    });
    expect(tooHigh.json().details[0].message).toBe(
      'O preço promocional deve ser menor que o preço do produto',
    );
    const backwards = await call('POST', '/api/seller/promotions', seller.headers, {
      ...body,
      endsAt: body.startsAt,
      startsAt: body.endsAt,
    });
    expect(backwards.json().details[0].message).toBe('A data de fim deve ser posterior à data de início');
    const foreign = await call('POST', '/api/seller/promotions', other.headers, body);
    expect(foreign.json()).toMatchObject({ code: 'PRODUCT_NOT_OWNED' });
    const updated = await call('PUT', `/api/seller/promotions/${promo.id}`, seller.headers, {
      ...body,
      title: 'Queima',
    });
    expect(updated.json().promotion.title).toBe('Queima');
    expect((await call('DELETE', `/api/seller/promotions/${promo.id}`, seller.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/seller/promotions/${promo.id}`, seller.headers)).statusCode).toBe(404);
  });

  it('reports contacts and analytics counted from real views', async () => {
    const contacts = (await call('GET', '/api/seller/contacts', seller.headers)).json() as Array<{
      name: string;
      reservationsCount: number;
      redemptionsCount: number;
    }>;
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every((c) => c.reservationsCount + c.redemptionsCount > 0)).toBe(true);
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    const report = (await call('GET', `/api/seller/stores/${storeId}/analytics`, seller.headers)).json();
    const row = report.rows.find((r: { productId: number | null }) => r.productId === product.id);
    expect(row.productViews).toBe(2);
    expect(report.totals.productViews).toBeGreaterThanOrEqual(2);
    const all = (await call('GET', '/api/seller/analytics', seller.headers)).json();
    expect(all.totals.productViews).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `/api/seller/stores/${storeId}/analytics`, other.headers)).statusCode).toBe(
      403,
    );
    const badRange = await call('GET', `/api/seller/analytics?from=2030-01-10&to=2030-01-01`, seller.headers);
    expect(badRange.statusCode).toBe(400);
  });
});
