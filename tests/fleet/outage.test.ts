/**
 * PostgreSQL goes away under a running fleet (docs/database-outage.md). Restarted: a write during the outage
 * answers 503 with Retry-After, both replicas are ready again within 10 s of PostgreSQL being back without a
 * process restart, a socket that stayed open through the outage is told to re-read, and a product change made
 * through one replica reaches a socket on the other again. Frozen (SIGSTOP, a server that stops answering):
 * /api/health keeps answering, requests answer 503 within the configured timeouts however many arrive, and
 * the replica serves again after SIGCONT.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import { sessionFor, type TestSession } from '../api/helpers/sessions';
import { createPostgresDatabase } from '../api/helpers/test-app';
import { until } from '../api/helpers/until';
import { connect, type TestSocket } from '../api/helpers/ws-client';
import {
  adminUrl,
  FLEET_TEST_TIMEOUT_MS,
  type Replica,
  request,
  startPair,
  startReplica,
  stopAll,
  waitReady,
} from './helpers/fleet';
import { type PostgresControl, postgresControl } from './helpers/postgres-control';

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  await stopAll();
  for (const step of cleanup.reverse()) await step();
});

const wsOf = (replica: Replica) => `ws://127.0.0.1:${replica.port}/ws/notifications?v=2`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** The drill's background traffic sends one request per replica this often: load, not a wait. */
const TRAFFIC_PACE_MS = 20;

async function control(): Promise<PostgresControl> {
  const pg = await postgresControl(process.env.DATABASE_URL ?? '');
  cleanup.push(() => pg.dispose());
  return pg;
}

async function readyStatus(replica: Replica): Promise<number> {
  return request(`${replica.url}/api/ready`).then(
    (answer) => answer.status,
    () => 0,
  );
}

async function sellerProduct(database: Awaited<ReturnType<typeof startPair>>['database']) {
  const [product] = rowsOf<{ id: number; storeId: number; name: string; version: number }>(
    await database.db.execute(sql`
      select p.id, p.store_id as "storeId", p.name, p.version from products p
      join stores s on s.id = p.store_id join users u on u.id = s.owner_id
      where u.email = 'vendedor@feira.dev' and p.status = 'ACTIVE' order by p.id limit 1`),
  );
  if (!product) throw new Error('vendedor@feira.dev has no active product in the demo data');
  return product;
}

describe('PostgreSQL restarted under two replicas', () => {
  it(
    'answers 503 meanwhile, is ready again within 10 s, tells open sockets to re-read and relays again',
    async () => {
      const { a, b, database } = await startPair(cleanup);
      const pg = await control();
      const seller: TestSession = await sessionFor(database, 'vendedor');
      const shopper: TestSession = await sessionFor(database, 'cliente');
      const product = await sellerProduct(database);
      const sockets: TestSocket[] = [];
      cleanup.push(async () => void (await Promise.all(sockets.map((s) => s.close()))));
      const onB = connect(wsOf(b), { cookie: shopper.cookie });
      sockets.push(onB);
      await onB.next((f) => f.type === 'hello');

      // Traffic on both replicas for the whole drill, bounded in count: every answer is 200 or 503, none a 500.
      let trafficOn = true;
      const statuses: number[] = [];
      const traffic = Promise.all(
        [a, b].map(async (replica) => {
          for (let i = 0; trafficOn && i < 1500; i++) {
            statuses.push((await request(`${replica.url}/api/products/${product.id}`)).status);
            await delay(TRAFFIC_PACE_MS);
          }
        }),
      );
      cleanup.push(async () => {
        trafficOn = false;
        await traffic.catch(() => undefined);
      });

      await pg.down();
      // Fast shutdown ends every connection: the LISTEN connections notice at once.
      await until(
        'both replicas not ready',
        async () => (await Promise.all([readyStatus(a), readyStatus(b)])).every((s) => s === 503),
        { timeout: 10_000, interval: 100 },
      );
      const write = await request(`${a.url}/api/products/${product.id}`, {
        method: 'PUT',
        headers: seller.headers,
        body: { storeId: product.storeId, name: `${product.name} (fora do ar)`, version: product.version },
      });
      expect(write.status, write.body).toBe(503);
      expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(write.body)).toEqual({
        message: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message,
        code: 'SERVICE_UNAVAILABLE',
      });
      const read = await request(`${b.url}/api/products/${product.id}`);
      expect(read.status).toBe(503);
      // A signed-in caller's probe too: liveness never looks up the session it carries.
      const health = await request(`${a.url}/api/health`, { headers: { cookie: shopper.cookie } });
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({ status: 'degraded', database: { reachable: false } });
      // The socket is this process's own: it stays open while the database is away.
      expect(onB.socket.readyState).toBe(onB.socket.OPEN);

      await pg.up();
      await until(
        'both replicas ready again',
        async () => (await Promise.all([readyStatus(a), readyStatus(b)])).every((s) => s === 200),
        { timeout: 10_000, interval: 100 },
      );
      const resync = await onB.next((f) => f.type === 'resync', 10_000);
      expect(resync.data).toEqual({ reason: 'events-missed' });

      const renamed = `${product.name} (de volta)`;
      const after = await request(`${a.url}/api/products/${product.id}`, {
        method: 'PUT',
        headers: seller.headers,
        body: { storeId: product.storeId, name: renamed, version: product.version },
      });
      expect(after.status, after.body).toBe(200);
      const delta = await onB.next(
        (f) => f.type === 'product-updated' && String(f.data?.productId) === String(product.id),
        10_000,
      );
      expect(delta.data?.productName).toBe(renamed);

      trafficOn = false;
      await traffic;
      expect(new Set(statuses)).toEqual(new Set([200, 503]));
    },
    FLEET_TEST_TIMEOUT_MS,
  );
});

/** Short bounds so the drill is quick: a request may wait 1.5 s for a connection, or 2 s + 2 s for an answer. */
const PAUSED_ENV = { DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '2000' };
/** The longest one request may take in the drill: the bounds above, with room for a busy 2-core machine. */
const PAUSED_ANSWER_BOUND_MS = 12_000;
/** More at once than the pool holds (20): a silent database must not leave requests queued for a connection. */
const CONCURRENT = 40;

describe('PostgreSQL frozen (SIGSTOP) under a replica', () => {
  it(
    'keeps /api/health answering, answers 503 within the configured timeouts, and serves again after SIGCONT',
    async () => {
      const { url, drop } = await createPostgresDatabase(adminUrl());
      cleanup.push(drop);
      const replica = await startReplica('frozen', url, PAUSED_ENV);
      await waitReady(replica);
      const pg = await control();
      const timed = async (path: string) => {
        const started = Date.now();
        const answer = await request(`${replica.url}${path}`);
        return { ...answer, ms: Date.now() - started };
      };
      expect((await timed('/api/products?limit=5')).status).toBe(200);

      await pg.pause();
      // Each a read the replica has not answered before (a page of its own): a shared answer it already holds
      // is served from its cache without the database (server/http/public-cache.ts).
      const burst = Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          timed(i % 2 === 0 ? `/api/products?limit=5&page=${i + 2}` : `/api/stores?limit=${i + 1}`),
        ),
      );
      // While the burst holds every pooled connection: liveness answers, and says the database is not reachable.
      const health = await timed('/api/health');
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(PAUSED_ANSWER_BOUND_MS);
      expect(JSON.parse(health.body)).toMatchObject({ database: { reachable: false } });
      const answers = await burst;
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBeDefined();
        expect(answer.ms).toBeLessThan(PAUSED_ANSWER_BOUND_MS);
      }
      expect((await timed('/api/ready')).status).toBe(503);
      // Still frozen, a second wave is answered the same way: the first one left no connection stuck in the pool.
      const again = await timed('/api/products?limit=6');
      expect(again.status).toBe(503);
      expect(again.ms).toBeLessThan(PAUSED_ANSWER_BOUND_MS);

      await pg.resume();
      await until(
        'serving again after SIGCONT',
        async () => {
          const [list, ready] = await Promise.all([timed('/api/products?limit=5'), timed('/api/ready')]);
          return list.status === 200 && ready.status === 200;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(replica.child.exitCode).toBeNull();
    },
    FLEET_TEST_TIMEOUT_MS,
  );
});
