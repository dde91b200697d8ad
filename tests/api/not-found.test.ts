/**
 * Spec 001 §8's NOT_FOUND text for an object asked by id in the path: "X com ID 'Y' não foi encontrado", with
 * the object's own code kept. An object named elsewhere (a body field) keeps its own text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

let t: TestApp;
let shopper: TestSession;
let seller: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await sessionFor(t.database, 'cliente');
  seller = await sessionFor(t.database, 'vendedor');
  admin = await sessionFor(t.database, 'admin');
});

afterAll(async () => {
  await t.close();
});

describe(`404 by id (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['GET', '/api/products/424242', () => ({}), 'Produto', 'PRODUCT_NOT_FOUND'],
    ['GET', '/api/stores/424242', () => ({}), 'Loja', 'STORE_NOT_FOUND'],
    ['GET', '/api/stores/424242/products', () => ({}), 'Loja', 'STORE_NOT_FOUND'],
    ['POST', '/api/wishlist/424242', () => shopper.headers, 'Produto', 'PRODUCT_NOT_FOUND'],
    ['GET', '/api/seller/coupons/424242', () => seller.headers, 'Cupom', 'COUPON_NOT_FOUND'],
    ['DELETE', '/api/seller/promotions/424242', () => seller.headers, 'Promoção', 'PROMOTION_NOT_FOUND'],
    [
      'PATCH',
      '/api/notifications/424242/read',
      () => shopper.headers,
      'Notificação',
      'NOTIFICATION_NOT_FOUND',
    ],
    ['GET', '/api/admin/users/424242', () => ({ cookie: admin.cookie }), 'Usuário', 'NOT_FOUND'],
  ] as const)('%s %s', async (method, url, headers, entity, code) => {
    const res = await t.app.inject({ method, url, headers: headers() });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ code, message: `${entity} com ID '424242' não foi encontrado` });
  });

  it('a product named in the body, not the path, keeps its own text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: shopper.headers,
      payload: { productId: 424242, quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Produto não encontrado' });
  });
});
