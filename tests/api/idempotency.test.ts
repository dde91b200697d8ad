import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, wishlistItems } from '../../server/db/schema';
import { purgeIdempotencyKeys } from '../../server/http/idempotency';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`Idempotency-Key (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  let other: TestSession;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await sessionFor(t.database, 'cliente');
    other = await sessionFor(t.database, 'vendedora');
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?limit=5' })).json();
    productId = list.products[4].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const reserve = (who: TestSession, key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { ...who.headers, 'idempotency-key': key },
      payload,
    });

  it('replays the first answer byte-identical with Idempotent-Replayed, and runs the effect once', async () => {
    const first = await reserve(shopper, 'k-1', { productId, quantity: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await reserve(shopper, 'k-1', { productId, quantity: 1 });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-type']).toBe(first.headers['content-type']);
    expect(replay.rawPayload.equals(first.rawPayload)).toBe(true);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/reservations', headers: shopper.headers })
    ).json();
    expect(mine.filter((r: { id: number }) => r.id === first.json().id)).toHaveLength(1);
    expect(mine.filter((r: { productId: number }) => r.productId === productId)).toHaveLength(1);
  });

  it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const res = await reserve(shopper, 'k-1', { productId, quantity: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Esta chave de idempotência já foi usada com outra requisição',
    });
  });

  it('keys belong to their user: the same key from another user is a new request', async () => {
    const res = await reserve(other, 'k-1', { productId, quantity: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores 4xx verdicts too (a replay of a refused request is refused the same way)', async () => {
    const a = await reserve(shopper, 'k-bad', { productId, quantity: 0 });
    const b = await reserve(shopper, 'k-bad', { productId, quantity: 0 });
    expect(a.statusCode).toBe(400);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body).toBe(a.body);
  });

  it('replays a body-less POST (wishlist add) without a second row', async () => {
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/wishlist/${productId}`,
        headers: { ...shopper.headers, 'idempotency-key': 'wish-1' },
      });
    const a = await add();
    const b = await add();
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, shopper.userId), eq(wishlistItems.productId, productId)));
    expect(rows).toHaveLength(1);
  });

  it('refuses keys longer than 200 characters', async () => {
    const res = await reserve(shopper, 'x'.repeat(201), { productId, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
  });

  it('the sweep purges stored answers older than the retention, not newer ones', async () => {
    const now = new Date();
    expect(await purgeIdempotencyKeys(t.database.db, now)).toBe(0);
    const removed = await purgeIdempotencyKeys(t.database.db, new Date(now.getTime() + 49 * 3600_000));
    expect(removed).toBeGreaterThan(0);
    expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});
