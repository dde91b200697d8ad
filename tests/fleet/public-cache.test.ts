/**
 * The shared answers each replica caches (server/http/public-cache.ts) on a real fleet: two replicas on one
 * PostgreSQL, every public read primed on the second, a change made through the first. The second must serve
 * the change within a second (the NOTIFY it hears drops what the change touched): the product list, the
 * product page, search and the server-rendered page. The rendered page is the same for every visitor, and
 * never carries who asked for it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { formatBRL } from '../../src/domain/format';
import { sessionFor } from '../api/helpers/sessions';
import { createPostgresDatabase } from '../api/helpers/test-app';
import { until } from '../api/helpers/until';
import { adminUrl, FLEET_TEST_TIMEOUT_MS, request, startReplica, stopAll, waitReady } from './helpers/fleet';

const dist = path.resolve(import.meta.dirname, '../../dist');
const cleanup: Array<() => Promise<void>> = [];

afterAll(async () => {
  await stopAll();
  for (const undo of cleanup.reverse()) await undo();
});

/** Waits until `read`'s answer passes `done`: what the other replica must serve within a second. */
const servedWithinASecond = (what: string, read: () => Promise<string>, done: (body: string) => boolean) =>
  until(what, async () => done(await read()), { timeout: 1000, interval: 25 });

describe('cached public answers on a fleet', () => {
  it(
    'a change made through one replica is served by the other within a second; a deleted product leaves every list',
    async () => {
      // The server renderer is part of the build (`npm run build`, which the test command runs first).
      expect(existsSync(path.join(dist, 'ssr', 'entry-server.js')), 'dist/ssr: rode npm run build').toBe(
        true,
      );
      const { url, drop } = await createPostgresDatabase(adminUrl());
      cleanup.push(drop);
      const a = await startReplica('a', url, { STATIC_DIR: dist });
      await waitReady(a);
      const b = await startReplica('b', url, { STATIC_DIR: dist });
      await waitReady(b);
      const database = await openDatabase({ databaseUrl: url });
      cleanup.push(() => database.close());
      const seller = await sessionFor(database, 'vendedor');
      const shopper = await sessionFor(database, 'cliente');

      const [product] = (
        (await database.db.execute(sql`
          select p.id, p.store_id as "storeId", p.name, p.price::float as price, p.version
          from products p join stores s on s.id = p.store_id
          where s.owner_id = ${seller.userId} and p.status = 'ACTIVE' order by p.id limit 1`)) as unknown as {
          rows: Array<{ id: number; storeId: number; name: string; price: number; version: number }>;
        }
      ).rows;
      if (!product) throw new Error('the demo seller has no active product');
      const list = `${b.url}/api/products?storeId=${product.storeId}&page=1&limit=100`;
      const page = `${b.url}/api/products/${product.id}`;
      const search = `${b.url}/api/search?q=${encodeURIComponent(product.name)}`;
      const rendered = `${b.url}/products/${product.id}`;
      const read = async (target: string) => (await request(target)).body;

      // Primed: each answer twice, the second from the cache.
      for (const target of [list, page, search, rendered]) {
        const first = await request(target);
        expect(first.status, target).toBe(200);
        expect((await request(target)).body, target).toBe(first.body);
      }

      const newPrice = Math.round(product.price * 100 + 137) / 100;
      const changed = await request(`${a.url}/api/products/${product.id}`, {
        method: 'PUT',
        headers: seller.headers,
        body: { storeId: product.storeId, version: product.version, price: newPrice },
      });
      expect(changed.status, changed.body).toBe(200);
      const priced = (body: string) => body.includes(`"price":${newPrice}`);
      await servedWithinASecond('list', () => read(list), priced);
      await servedWithinASecond('product page', () => read(page), priced);
      await servedWithinASecond('search', () => read(search), priced);
      await servedWithinASecond(
        'rendered page',
        () => read(rendered),
        (body) => body.includes(formatBRL(newPrice)),
      );

      // The rendered page is one for everybody: a signed-in shopper gets the anonymous page, without their name.
      const anonymous = await request(`${b.url}/`);
      const signedIn = await request(`${b.url}/`, { headers: { cookie: shopper.cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
      expect(signedIn.body).toBe(anonymous.body);
      expect(signedIn.body).not.toContain('Ana Souza');

      const deleted = await request(`${a.url}/api/products/${product.id}`, {
        method: 'DELETE',
        headers: seller.headers,
      });
      expect(deleted.status, deleted.body).toBeLessThan(300);
      const gone = (body: string) =>
        !(JSON.parse(body) as { products: Array<{ id: number }> }).products.some((p) => p.id === product.id);
      for (const target of [list, search, `${b.url}/api/products?page=1&limit=48`])
        await servedWithinASecond(target, () => read(target), gone);
      await servedWithinASecond(
        'product page',
        () => read(page),
        (body) => body.includes('"code":"PRODUCT_NOT_FOUND"'),
      );
    },
    FLEET_TEST_TIMEOUT_MS,
  );
});
