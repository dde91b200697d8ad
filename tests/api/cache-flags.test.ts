/**
 * The cache flags of spec 001 §3 acting on the server, each evaluated for the whole installation (an enabled
 * flag is on): cache-metrics opens GET /api/admin/cache, cache-invalidation-service drops the shared answers on
 * a change (off: they live to their TTL), optimized-cache-strategies keeps one answer per URL whatever the
 * order of its parameters, circuit-breaker-cache answers the last good copy while the database is away,
 * websocket-cache-events tells the sockets which cached answers a change made stale.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicCache } from '../../server/http/public-cache';
import { publishEvent } from '../../server/realtime/events';
import { adminMessages } from '../../src/domain/api/admin';
import { type FeatureFlagKey, withOverrides } from '../../src/domain/feature-flags';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, publicReach, wsUrl } from './helpers/ws-client';

let t: TestApp;
let admin: TestSession;
let seller: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.database, 'admin');
  seller = await sessionFor(t.database, 'vendedor');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Switches a flag as an admin does, and waits until this server has reloaded it. */
async function setFlag(key: FeatureFlagKey, enabled: boolean) {
  const { description } = withOverrides({})[key];
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/feature-flags/${key}`,
    headers: { cookie: admin.cookie },
    payload: { enabled, rolloutPercentage: 100, description },
  });
  expect(res.statusCode, res.body).toBe(200);
  await expect.poll(() => t.app.featureFlags.current()[key].enabled).toBe(enabled);
}

async function sellerProduct() {
  const list = (await get('/api/products?page=1&limit=48')).json().products as Array<{
    id: number;
    storeId: number;
    price: number;
  }>;
  const mine = (await get('/api/seller/stores', seller.headers)).json() as Array<{ id: number }>;
  const product = list.find((p) => mine.some((s) => s.id === p.storeId));
  if (!product) throw new Error('no product of the demo seller on the first page');
  return product;
}

async function changePrice(product: { id: number; storeId: number }) {
  const { version, price } = (
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
  ).json();
  const next = Math.round(price * 100 + 137) / 100;
  const changed = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    headers: seller.headers,
    payload: { storeId: product.storeId, version, price: next },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return next;
}

describe(`cache flags on the server (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('cache-metrics: the admin sees each cache’s hit rate only while the flag is on', async () => {
    const off = await get('/api/admin/cache', { cookie: admin.cookie });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ code: 'FEATURE_DISABLED', message: adminMessages.cacheMetricsOff });
    await setFlag('cache-metrics', true);
    await get('/api/products/search?q=queijo');
    await get('/api/products/search?q=queijo');
    await get('/api/banners');
    const on = await get('/api/admin/cache', { cookie: admin.cookie });
    expect(on.statusCode, on.body).toBe(200);
    const figures = on.json();
    expect(figures.products.hits).toBeGreaterThanOrEqual(1);
    expect(figures.products.size).toBeGreaterThanOrEqual(1);
    expect(figures.main.size).toBeGreaterThanOrEqual(1);
    expect(figures.publicAnswers.hits).toBe(figures.products.hits + figures.main.hits);
    expect(Object.keys(figures).sort()).toEqual([
      'highlights',
      'main',
      'products',
      'publicAnswers',
      'search',
    ]);
    // Still an admin's figures.
    expect((await get('/api/admin/cache', seller.headers)).statusCode).toBe(403);
    await setFlag('cache-metrics', false);
    expect((await get('/api/admin/cache', { cookie: admin.cookie })).statusCode).toBe(404);
  });

  it('cache-invalidation-service: off, a cached product page outlives a change (TTL only); on, it drops', async () => {
    const product = await sellerProduct();
    const url = `/api/products/${product.id}`;
    await get(url);
    await setFlag('cache-invalidation-service', false);
    const unseen = await changePrice(product);
    expect((await get(url)).body).not.toContain(`"price":${unseen}`);
    await setFlag('cache-invalidation-service', true);
    // Switching it back on starts from nothing: what changed meanwhile was never dropped.
    expect((await get(url)).body).toContain(`"price":${unseen}`);
    const seen = await changePrice(product);
    expect((await get(url)).body).toContain(`"price":${seen}`);
  });

  it('optimized-cache-strategies: the same query in another parameter order is a hit', async () => {
    const cache = publicCache(t.database);
    await get('/api/products?limit=12&page=1');
    let hits = cache.stats.hits;
    await get('/api/products?page=1&limit=12');
    expect(cache.stats.hits).toBe(hits);
    await setFlag('optimized-cache-strategies', true);
    await get('/api/products?limit=7&page=1');
    hits = cache.stats.hits;
    const reordered = await get('/api/products?page=1&limit=7');
    expect(reordered.statusCode).toBe(200);
    expect(cache.stats.hits).toBe(hits + 1);
    await setFlag('optimized-cache-strategies', false);
  });

  it('circuit-breaker-cache: the database away, a public read gets its last good answer instead of 503', async () => {
    const product = await sellerProduct();
    const url = `/api/products/${product.id}`;
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const outage = () => {
      const db = t.database.db as unknown as Record<string, (...args: unknown[]) => unknown>;
      return ['select', 'execute', 'transaction'].map((name) =>
        vi.spyOn(db, name).mockImplementation(() => {
          throw down;
        }),
      );
    };
    const good = await get(url);
    publicCache(t.database).drop('all');
    let spies = outage();
    expect((await get(url)).statusCode).toBe(503);
    for (const spy of spies) spy.mockRestore();

    await setFlag('circuit-breaker-cache', true);
    // Answered by the database again (a miss): its answer is kept as the last good one.
    publicCache(t.database).drop('all');
    expect((await get(url)).body).toBe(good.body);
    publicCache(t.database).drop('all');
    spies = outage();
    const stale = await get(url);
    for (const spy of spies) spy.mockRestore();
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['feira-stale']).toBe('1');
    expect(stale.headers['retry-after']).toBeUndefined();
    expect(stale.body).toBe(good.body);
    await setFlag('circuit-breaker-cache', false);
  });

  it('websocket-cache-events: the sockets hear which cached answers a change made stale, only while on', async () => {
    const socket = connect(wsUrl(t.app), { cookie: seller.cookie });
    try {
      await socket.next((f) => f.type === 'hello');
      const reach = await publicReach(t, 1);
      await publishEvent(t.database, { type: 'product-updated', productId: 7, storeId: 1, reach });
      await socket.next((f) => f.type === 'product-updated');
      // The cache frame goes before the event's own: none came.
      expect(socket.frames.some((f) => f.type === 'cache-invalidate')).toBe(false);
      await setFlag('websocket-cache-events', true);
      await publishEvent(t.database, { type: 'product-updated', productId: 7, storeId: 1, reach });
      const frame = await socket.next(
        (f) => f.type === 'cache-invalidate' && !((f.data?.keys ?? []) as string[]).includes('feature-flags'),
      );
      expect(frame.data?.keys).toEqual(
        expect.arrayContaining(['/api/products', '/api/search', '/api/promotions', '/api/products/7']),
      );
      await socket.next((f) => f.type === 'product-updated');
      await setFlag('websocket-cache-events', false);
    } finally {
      await socket.close();
    }
  });
});
