import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteStores, notifications, products, promotions, stores } from '../../server/db/schema';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

/** A latitude `metres` north of `lat` (1° of latitude ≈ 111.2 km). */
const north = (lat: number, metres: number) => lat + metres / 111_195;

describe(`proximity automation (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let headers: TestSession['headers'];
  let userId: number;
  let near: { id: number; latitude: number; longitude: number };
  let far: { id: number; latitude: number; longitude: number };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    const shopper = await sessionFor(t.database, 'cliente');
    userId = shopper.userId;
    headers = shopper.headers;

    // Two stores with coordinates and a running promotion; the shopper follows both.
    const located = await db
      .select({ id: stores.id, latitude: stores.latitude, longitude: stores.longitude })
      .from(stores)
      .where(sql`${stores.latitude} is not null and ${stores.isActive}`)
      .limit(2);
    const [a, b] = located;
    if (!a || !b) throw new Error('seed has fewer than two located stores');
    near = { id: a.id, latitude: a.latitude ?? 0, longitude: a.longitude ?? 0 };
    // Move the second store 20 km away so it is never within any allowed radius.
    far = { id: b.id, latitude: north(near.latitude, 20_000), longitude: near.longitude };
    await db
      .update(stores)
      .set({ latitude: far.latitude, longitude: far.longitude })
      .where(eq(stores.id, far.id));
    await db.delete(favoriteStores).where(eq(favoriteStores.userId, userId));
    await db.insert(favoriteStores).values([
      { userId, storeId: near.id },
      { userId, storeId: far.id },
    ]);
    const now = Date.now();
    for (const storeId of [near.id, far.id]) {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.storeId, storeId))
        .limit(1);
      if (!product) throw new Error(`store ${storeId} has no product`);
      await db.insert(promotions).values({
        storeId,
        productId: product.id,
        title: 'Oferta do teste',
        promotionalPrice: 1,
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + 3_600_000),
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as object });

  const proximityRows = () =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'proximity')));

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/proximity' });
    expect(res.statusCode).toBe(401);
  });

  it('starts disabled with a 500 m radius, and a check while disabled is refused in Portuguese', async () => {
    const res = await call('GET', '/api/users/me/proximity');
    expect(res.json()).toEqual({ enabled: false, radiusMeters: 500 });
    const check = await call('POST', '/api/proximity/check', { lat: near.latitude, lng: near.longitude });
    expect(check.statusCode).toBe(409);
    expect(check.json()).toMatchObject({
      code: 'PROXIMITY_DISABLED',
      message: expect.stringContaining('Ative'),
    });
  });

  it('rejects a radius outside 100–5000 m and bad coordinates with clear messages, changing nothing', async () => {
    const bad = await call('PUT', '/api/users/me/proximity', { enabled: true, radiusMeters: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(bad.json().details)).toContain('O raio deve ser entre 100 e 5000 metros');
    expect((await call('GET', '/api/users/me/proximity')).json()).toEqual({
      enabled: false,
      radiusMeters: 500,
    });
    const badPoint = await call('POST', '/api/proximity/check', { lat: 'x', lng: 200 });
    expect(badPoint.statusCode).toBe(400);
  });

  it('notifies once per followed store with a promotion inside the radius, at most once a day', async () => {
    const saved = await call('PUT', '/api/users/me/proximity', { enabled: true, radiusMeters: 1000 });
    expect(saved.json()).toEqual({ enabled: true, radiusMeters: 1000 });

    const point = { lat: north(near.latitude, 300), lng: near.longitude };
    const first = await call('POST', '/api/proximity/check', point);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.notified).toBe(1);
    expect(body.nearby).toHaveLength(1);
    expect(body.nearby[0]).toMatchObject({ storeId: near.id });
    expect(body.nearby[0].distanceMeters).toBeGreaterThan(250);
    expect(body.nearby[0].distanceMeters).toBeLessThan(350);

    const again = await call('POST', '/api/proximity/check', point);
    expect(again.json().notified).toBe(0);
    const rows = await proximityRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toContain('está a 300 m de você');
    expect(rows[0]?.data).toMatchObject({ storeId: near.id, url: `/stores/${near.id}` });
  });

  it('concurrent checks from several tabs still create one notification per store and day', async () => {
    await t.database.db.delete(notifications).where(eq(notifications.userId, userId));
    const point = { lat: north(near.latitude, 100), lng: near.longitude };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/proximity/check', point)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.json().notified, 0)).toBe(1);
    expect(await proximityRows()).toHaveLength(1);
  });

  it('ignores stores outside the radius and unfollowed stores', async () => {
    await t.database.db.delete(notifications).where(eq(notifications.userId, userId));
    const atFar = await call('POST', '/api/proximity/check', { lat: far.latitude, lng: far.longitude });
    // The far store is followed and promoted, and the shopper stands at it: within radius → notified.
    expect(atFar.json().notified).toBe(1);
    await t.database.db
      .delete(favoriteStores)
      .where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.storeId, near.id)));
    const atNear = await call('POST', '/api/proximity/check', { lat: near.latitude, lng: near.longitude });
    expect(atNear.json()).toEqual({ nearby: [], notified: 0 });
  });
});
