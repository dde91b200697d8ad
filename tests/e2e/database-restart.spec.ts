/**
 * A shopper's product page stays open while PostgreSQL restarts (docs/database-outage.md). The price changes
 * during the outage, in a maintenance window where PostgreSQL listens on its Unix socket only: the event the
 * change publishes reaches no server, since none can connect. When PostgreSQL is back on TCP, the server's
 * LISTEN connection returns, it tells the page's socket to re-read (`resync`), and the new price is on the page
 * within seconds, without a reload.
 *
 * Journeys run on PGlite; this one needs a PostgreSQL it can stop, so its worker starts its own throwaway
 * server with scripts/postgres.sh (as the API pass does) and stops it at the end.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { formatBRL } from '../../src/domain/format';
import { startServer } from './fixtures/server';
import { registerShopper, signIn } from './fixtures/session';
import { test as base, expect, waitForServiceWorkerControl } from './fixtures/test';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/postgres.sh');

interface Throwaway {
  url: string;
  postgres: (command: 'down' | 'up', ...args: string[]) => Promise<void>;
  /** A client through the Unix socket, the only way in during the maintenance window. */
  local: () => pg.Client;
}

const test = base.extend<object, { throwaway: Throwaway }>({
  throwaway: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const stateDir = await mkdtemp(path.join(os.tmpdir(), 'feira-e2e-pg-'));
      const state = path.join(stateDir, 'state');
      const { stdout } = await run('bash', [script, 'start', state]);
      const url = stdout.trim().split('\n').at(-1) ?? '';
      const dir = (await readFile(state, 'utf8')).trim();
      await use({
        url,
        postgres: async (command, ...args) => void (await run('bash', [script, command, state, ...args])),
        local: () => new pg.Client({ host: dir, port: Number(new URL(url).port), user: 'postgres' }),
      });
      await run('bash', [script, 'stop', state]);
      await rm(stateDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  server: [
    async ({ throwaway }, use) => {
      const server = await startServer({ DATABASE_URL: throwaway.url });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

type ListedProduct = { id: number; name: string; price: number; discountedPrice: number | null };

test('database restart: a price changed during the outage reaches the open page without reload', async ({
  page,
  request,
  throwaway,
}) => {
  test.setTimeout(150_000);
  const listed = (await (await request.get('/api/products?limit=50')).json()) as {
    products: ListedProduct[];
  };
  const product = listed.products.find((p) => p.discountedPrice === null);
  expect(product, 'a product without a promotion in the demo data').toBeDefined();
  if (!product) return;

  await signIn(page, await registerShopper(request, 'banco-reiniciado'));
  await waitForServiceWorkerControl(page);
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/ws/')) ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatBRL(product.price)).first()).toBeVisible();
  await expect.poll(() => frames.some((f) => f.includes('"subscribed"')), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => {
    (window as { feiraNoReload?: boolean }).feiraNoReload = true;
  });

  await throwaway.postgres('down');
  await expect.poll(async () => (await request.get('/api/ready')).status(), { timeout: 15_000 }).toBe(503);

  // The maintenance window: the price changes and the event is published as the server would publish it,
  // while no server is connected to hear it.
  await throwaway.postgres('up', 'local');
  const client = throwaway.local();
  await client.connect();
  const { rows } = await client.query<{ price: string; storeId: number }>(
    `update products set price = price + 7, version = version + 1, updated_at = now() where id = $1
     returning price, store_id as "storeId"`,
    [product.id],
  );
  const newPrice = Number(rows[0]?.price);
  await client.query('SELECT pg_notify($1, $2)', [
    'feira_events',
    JSON.stringify({ type: 'product-updated', storeId: rows[0]?.storeId, productId: product.id }),
  ]);
  await client.end();
  expect(newPrice).toBeCloseTo(product.price + 7, 2);
  await throwaway.postgres('down');
  await expect(page.getByText(formatBRL(newPrice))).toHaveCount(0);

  // The database returns: the page shows the new price within seconds, from the re-read the server asks for.
  await throwaway.postgres('up');
  await expect(page.getByText(formatBRL(newPrice)).first()).toBeVisible({ timeout: 20_000 });
  expect(frames.some((f) => f.includes('"resync"'))).toBe(true);
  expect(await page.evaluate(() => (window as { feiraNoReload?: boolean }).feiraNoReload)).toBe(true);
  await expect.poll(async () => (await request.get('/api/ready')).status(), { timeout: 15_000 }).toBe(200);
});
