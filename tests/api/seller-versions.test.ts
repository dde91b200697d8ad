import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEditBody, couponInput } from './helpers/seller-coupons';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { demoSellerStore } from './helpers/ws-client';

/** Queued seller edits name the version they change (If-Match): coupons, promotions and stores. */
describe(`versioned seller edits (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let storeId: number;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ headers, storeId, productId } = await demoSellerStore(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (url: string, payload: Record<string, unknown>, version?: string) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: version === undefined ? headers : { ...headers, 'if-match': version },
      payload,
    });

  it('a coupon edit of the current version applies and moves the version on; a stale one is a conflict', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seller/coupons',
      headers,
      payload: couponInput(storeId, 'VERSAO10', 'Dez por cento'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json();
    expect(coupon.version).toBe(1);
    const { id } = coupon;
    const body = couponEditBody(coupon);
    const first = await put(`/api/seller/coupons/${id}`, { ...body, description: 'Quinze' }, '"1"');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ description: 'Quinze', version: 2 });
    const stale = await put(`/api/seller/coupons/${id}`, { ...body, description: 'Vinte' }, '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: 'O cupom foi alterado em outro aparelho. Compare as versões e escolha qual manter.',
    });
    const toggle = await put(`/api/seller/coupons/${id}`, { isActive: false }, '2');
    expect(toggle.json()).toMatchObject({ isActive: false, version: 3 });
    const unversioned = await put(`/api/seller/coupons/${id}`, { isActive: true });
    expect(unversioned.json()).toMatchObject({ isActive: true, version: 4 });
    const bad = await put(`/api/seller/coupons/${id}`, { isActive: true }, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Versão inválida');
  });

  it('promotions and stores follow the same rule', async () => {
    const now = Date.now();
    const promotion = await t.app.inject({
      method: 'POST',
      url: '/api/seller/promotions',
      headers,
      payload: {
        productId,
        title: 'Oferta',
        promotionalPrice: 0.5,
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
      },
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    const p = promotion.json().promotion;
    const input = {
      productId,
      title: 'Oferta relâmpago',
      promotionalPrice: 0.5,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
    };
    const edited = await put(`/api/seller/promotions/${p.id}`, input, `"${p.version}"`);
    expect(edited.json().promotion).toMatchObject({ title: 'Oferta relâmpago', version: p.version + 1 });
    const stalePromotion = await put(`/api/seller/promotions/${p.id}`, input, `"${p.version}"`);
    expect(stalePromotion.json().code).toBe('VERSION_CONFLICT');

    const store = (await t.app.inject({ method: 'GET', url: '/api/seller/stores', headers })).json()[0];
    const renamed = await put(
      `/api/seller/stores/${store.id}`,
      { description: 'Desde 1998' },
      `"${store.version}"`,
    );
    expect(renamed.json().store).toMatchObject({ description: 'Desde 1998', version: store.version + 1 });
    const staleStore = await put(
      `/api/seller/stores/${store.id}`,
      { description: 'Outra' },
      `"${store.version}"`,
    );
    expect(staleStore.statusCode).toBe(409);
    expect(staleStore.json().code).toBe('VERSION_CONFLICT');
  });
});
