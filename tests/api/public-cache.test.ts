/**
 * The process's cache of shared public answers (server/http/public-cache.ts): a repeat is served from it with
 * the same body, ETag and 304 as the route's own answer, compressed copies decode to that body, and a change
 * made through this process is never followed by the older answer (the event drops it before the write's
 * answer leaves). A caller's session plays no part in a shared answer.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCache } from '../../server/http/public-cache';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

let t: TestApp;
let seller: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  seller = await sessionFor(t.database, 'vendedor');
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`shared public answers (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('serves a repeat from the cache: the same body and ETag, 304 when it matches, compressed copies of it', async () => {
    const url = '/api/products?page=1&limit=48';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const before = publicCache(t.database).stats.hits;
    const again = await get(url);
    expect(publicCache(t.database).stats.hits).toBe(before + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(first.body);
  });

  it('a signed-in caller gets the shared answer, and a bad session does not stop it', async () => {
    const url = '/api/highlights';
    const anonymous = await get(url);
    const signedIn = await get(url, seller.headers);
    expect(signedIn.body).toBe(anonymous.body);
    const unknown = await get(url, { authorization: 'Bearer sessao-que-nao-existe' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(anonymous.body);
  });

  it('a change through this process is served at once: the list, the page and search drop the older answer', async () => {
    const list = (await get('/api/products?page=1&limit=48')).json().products as Array<{
      id: number;
      storeId: number;
      name: string;
      price: number;
      version: number;
    }>;
    const mine = (await get('/api/seller/stores', seller.headers)).json() as Array<{ id: number }>;
    const product = list.find((p) => mine.some((s) => s.id === p.storeId));
    if (!product) throw new Error('no product of the demo seller on the first page');
    const urls = [
      '/api/products?page=1&limit=48',
      `/api/products/${product.id}`,
      `/api/search?q=${encodeURIComponent(product.name)}`,
      `/api/stores/${product.storeId}/products?page=1&limit=100`,
    ];
    for (const url of urls) await get(url);
    const { version } = (await get(`/api/products/${product.id}`)).json() as { version: number };
    const price = Math.round(product.price * 100 + 251) / 100;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: seller.headers,
      payload: { storeId: product.storeId, version, price },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const url of urls) expect((await get(url)).body, url).toContain(`"price":${price}`);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404);
    for (const url of [urls[0], urls[2], urls[3]] as string[]) {
      const products = (await get(url)).json().products as Array<{ id: number }>;
      expect(
        products.some((p) => p.id === product.id),
        url,
      ).toBe(false);
    }
  });
});
