import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEditBody, couponInput } from './helpers/seller-coupons';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { demoSellerStore } from './helpers/ws-client';

/**
 * What the app's queued seller writes rely on: a no-op edit still moves the version on (the app predicts one
 * version per queued edit), and creates and deletes replayed with their Idempotency-Key happen once.
 */
describe(`queued seller writes (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: Record<string, unknown>; version?: number; key?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(options.version === undefined ? {} : { 'if-match': `"${options.version}"` }),
        ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  const newCoupon = async (code: string) => {
    const created = await send('POST', '/api/seller/coupons', {
      payload: couponInput(storeId, code, 'Cupom da feira'),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  };

  it('a coupon edit that changes nothing answers the next version, so the next queued edit is no conflict', async () => {
    const coupon = await newCoupon('NADAMUDA');
    const { id } = coupon;
    const body = couponEditBody(coupon);
    const same = await send('PUT', `/api/seller/coupons/${id}`, { payload: body, version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ description: 'Cupom da feira', version: 2 });
    const next = await send('PUT', `/api/seller/coupons/${id}`, {
      payload: { ...body, description: 'Agora muda' },
      version: 2,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ description: 'Agora muda', version: 3 });
  });

  it('a promotion and a store edit that change nothing answer the next version too', async () => {
    const now = Date.now();
    const input = {
      productId,
      title: 'Sem mudança',
      promotionalPrice: 0.5,
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    };
    const created = await send('POST', '/api/seller/promotions', { payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json().promotion;
    const same = await send('PUT', `/api/seller/promotions/${promotion.id}`, {
      payload: input,
      version: promotion.version,
    });
    expect(same.json().promotion).toMatchObject({ title: 'Sem mudança', version: promotion.version + 1 });
    const next = await send('PUT', `/api/seller/promotions/${promotion.id}`, {
      payload: { ...input, title: 'Com mudança' },
      version: promotion.version + 1,
    });
    expect(next.statusCode, next.body).toBe(200);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/seller/stores', headers })).json() as {
      id: number;
      name: string;
      version: number;
    }[];
    const store = mine.find((s) => s.id === storeId);
    if (!store) throw new Error('demo store missing');
    const unchanged = await send('PUT', `/api/seller/stores/${storeId}`, {
      payload: { name: store.name },
      version: store.version,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().store).toMatchObject({ name: store.name, version: store.version + 1 });
    const after = await send('PUT', `/api/seller/stores/${storeId}`, {
      payload: { description: 'Barraca desde 1998' },
      version: store.version + 1,
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a store created and deleted by replayed requests exists once and is deleted once', async () => {
    const body = { name: 'Barraca da Fila', category: 'comida', address: 'Rua da Feira, 2' };
    const createKey = crypto.randomUUID();
    const first = await send('POST', '/api/seller/stores', { payload: body, key: createKey });
    const replay = await send('POST', '/api/seller/stores', { payload: body, key: createKey });
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().store.id).toBe(first.json().store.id);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/seller/stores', headers })).json() as {
      name: string;
    }[];
    expect(listed.filter((s) => s.name === 'Barraca da Fila')).toHaveLength(1);

    const id = first.json().store.id as number;
    const deleteKey = crypto.randomUUID();
    const deleted = await send('DELETE', `/api/seller/stores/${id}`, { key: deleteKey });
    const again = await send('DELETE', `/api/seller/stores/${id}`, { key: deleteKey });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(deleted.json());
    expect((await send('DELETE', `/api/seller/stores/${id}`)).statusCode).toBe(404);
  });

  it('a coupon and a promotion deleted by replayed requests are deleted once; a later delete is a 404', async () => {
    const coupon = await newCoupon('APAGAR1');
    const key = crypto.randomUUID();
    const deleted = await send('DELETE', `/api/seller/coupons/${coupon.id}`, { key });
    const replay = await send('DELETE', `/api/seller/coupons/${coupon.id}`, { key });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(replay.json()).toEqual(deleted.json());
    const gone = await send('DELETE', `/api/seller/coupons/${coupon.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`Cupom com ID '${coupon.id}' não foi encontrado`);

    const now = Date.now();
    const promotion = (
      await send('POST', '/api/seller/promotions', {
        payload: {
          productId,
          title: 'Para apagar',
          promotionalPrice: 0.5,
          startsAt: new Date(now).toISOString(),
          endsAt: new Date(now + 86_400_000).toISOString(),
        },
      })
    ).json().promotion;
    const promotionKey = crypto.randomUUID();
    const first = await send('DELETE', `/api/seller/promotions/${promotion.id}`, { key: promotionKey });
    const second = await send('DELETE', `/api/seller/promotions/${promotion.id}`, { key: promotionKey });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await send('DELETE', `/api/seller/promotions/${promotion.id}`)).statusCode).toBe(404);
  });
});
