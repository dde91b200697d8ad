/**
 * `npm run bench -- fleet`: load figures of Feira on PostgreSQL, reported and never asserted. Starts a throwaway
 * PostgreSQL (scripts/postgres.sh) unless DATABASE_URL is set, then on loopback only:
 * - health, product list, product page, search, the server-rendered home page and reservation create with
 *   autocannon, for one replica and for a fleet of two, next to a bare Fastify route measured in the same run
 *   (requests/s, p50/p95/p99 latency, ratio to the bare route), and each replica's cache hits and misses;
 * - a staleness probe: a price changed through one replica, and how long until the other serves it;
 * - 1,000 realtime sockets over two replicas and the delay from a product change to all of them (sockets.ts).
 * Every run is bounded: a fixed duration per scenario, a fixed number of sockets and changes.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { sessionFor } from '../tests/api/helpers/sessions';
import { createPostgresDatabase } from '../tests/api/helpers/test-app';
import { freePort } from '../tests/e2e/fixtures/server';
import { type Replica, request, startReplica, stopAll, waitReady } from '../tests/fleet/helpers/fleet';
import { machineLine, postgres } from './postgres';
import { measureSockets, type SocketFigures } from './sockets';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const round = (ms: number) => Math.round(ms * 10) / 10;

export interface LoadRow {
  setup: string;
  scenario: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  ratioToBare: number | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

interface Target {
  url: string | string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** A short unrecorded run first: JIT, connection pools and PostgreSQL's caches warm before the measured one. */
async function cannon(options: Target) {
  await attack(options, WARMUP_S);
  return attack(options, DURATION_S);
}

async function attack(options: Target, durationS: number) {
  const latencies: number[] = [];
  let errors = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        // autocannon spreads its connections round-robin over an array of URLs (lib/url.js, run.js); its types
        // only name the single-URL form.
        url: options.url as string,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        connections: CONNECTIONS,
        duration: durationS,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // autocannon reports p97.5 but no p95: keep every latency and take the percentiles here.
  instance?.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode >= 400) errors += 1;
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.total / durationS),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: errors + result.errors + result.timeouts,
  };
}

async function startBare(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (c) => String(c).includes('pronto') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: () => child.pid && process.kill(child.pid, 'SIGTERM'),
  };
}

export interface CacheFigures {
  replica: string;
  hits: number;
  misses: number;
  hitRate: number;
}

/** Changes a product's price through `writer` and reads it back through `reader`: ms until it is served. */
async function stalenessProbe(
  writer: Replica,
  reader: Replica,
  seller: { headers: Record<string, string> },
  product: { id: number; storeId: number },
): Promise<number[]> {
  const delays: number[] = [];
  for (let round = 0; round < 5; round++) {
    const current = JSON.parse((await request(`${reader.url}/api/products/${product.id}`)).body) as {
      price: number;
      version: number;
    };
    const price = Math.round(current.price * 100 + 1) / 100;
    const changed = await request(`${writer.url}/api/products/${product.id}`, {
      method: 'PUT',
      headers: seller.headers,
      body: { storeId: product.storeId, version: current.version, price },
    });
    if (changed.status !== 200) throw new Error(`price change refused: ${changed.body}`);
    const started = performance.now();
    for (;;) {
      const body = (await request(`${reader.url}/api/products/${product.id}`)).body;
      if (body.includes(`"price":${price}`)) break;
      if (performance.now() - started > 10_000) throw new Error('the new price never reached the reader');
    }
    delays.push(round1(performance.now() - started));
  }
  return delays;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

export async function runLoad(): Promise<{
  rows: LoadRow[];
  sockets: SocketFigures;
  machine: string;
  caches: CacheFigures[];
  stalenessMs: number[];
}> {
  const server = await postgres();
  const { url, drop } = await createPostgresDatabase(server.url);
  const bare = await startBare();
  // The built app, so the server-rendered home page is measured too (`npm run build` first).
  // One shopper stands in for a crowd: its reservations and its 1,000 sockets go past the per-user limits,
  // which are still counted (the upsert is part of what is measured) but never refuse.
  const env = {
    LOG_LEVEL: 'error',
    STATIC_DIR: path.join(root, 'dist'),
    RESERVATION_LIMIT_PER_HOUR: '1000000000',
    REALTIME_SOCKETS_PER_USER: '100000',
    // The bench reads the cache metrics as the demo admin, which a production start seeds only when asked.
    SEED_ADMIN: 'true',
  };
  try {
    const [a, b] = (await Promise.all([startReplica('a', url, env), startReplica('b', url, env)])) as [
      Replica,
      Replica,
    ];
    await Promise.all([waitReady(a), waitReady(b)]);
    const database = await openDatabase({ databaseUrl: url });
    const shopper = await sessionFor(database, 'cliente');
    const admin = await sessionFor(database, 'admin');
    const seller = await sessionFor(database, 'vendedor');
    // One product with a stock no run can exhaust: every reservation create takes the guarded UPDATE path.
    const [product] = (
      (await database.db.execute(sql`
        update products set stock = 100000000, status = 'ACTIVE'
        where id = (select id from products where status = 'ACTIVE' and stock is not null order by id limit 1)
        returning id`)) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    if (!product) throw new Error('no product with stock');
    const pgVersion = (
      (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: Array<{ server_version: string }>;
      }
    ).rows[0]?.server_version;

    const scenarios = [
      { scenario: 'saúde', path: '/api/health' },
      { scenario: 'lista de produtos', path: '/api/products?limit=24' },
      { scenario: 'página de produto', path: `/api/products/${product.id}` },
      { scenario: 'busca', path: '/api/search?q=queijo' },
      { scenario: 'página inicial (SSR)', path: '/' },
      {
        scenario: 'criar reserva',
        path: '/api/reservations',
        method: 'POST' as const,
        headers: { ...shopper.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: product.id, quantity: 1 }),
      },
    ];
    const rows: LoadRow[] = [];
    const bareFigures = await cannon({ url: bare.url });
    rows.push({ setup: 'Fastify puro', scenario: 'GET /bare', ...bareFigures, ratioToBare: 1 });
    for (const [setup, replicas] of [
      ['1 processo', [a]],
      ['frota de 2', [a, b]],
    ] as const) {
      for (const s of scenarios) {
        // Every request asks as a browser does, compression accepted; the bare route's answer is too small to compress.
        const figures = await cannon({
          ...s,
          headers: { 'accept-encoding': 'br, gzip', ...('headers' in s ? s.headers : {}) },
          url: replicas.map((r) => `${r.url}${s.path}`),
        });
        rows.push({
          setup,
          scenario: s.scenario,
          ...figures,
          ratioToBare: Number((figures.rps / bareFigures.rps).toFixed(3)),
        });
      }
    }
    // The figures are answered while the flag cache-metrics is on; the change reaches both replicas.
    const metricsOn = await request(`${a.url}/api/admin/settings/feature-flags/cache-metrics`, {
      method: 'PUT',
      headers: admin.headers,
      body: { enabled: true, rolloutPercentage: 100, description: 'Métricas de cache' },
    });
    if (metricsOn.status !== 200) throw new Error(`cache-metrics not switched on: ${metricsOn.body}`);
    const caches: CacheFigures[] = [];
    for (const replica of [a, b]) {
      // The other replica hears the flag change through NOTIFY: until then it answers 404.
      const asked = performance.now();
      let answer = await request(`${replica.url}/api/admin/cache`, { headers: admin.headers });
      while (answer.status === 404 && performance.now() - asked < 10_000)
        answer = await request(`${replica.url}/api/admin/cache`, { headers: admin.headers });
      const figures = JSON.parse(answer.body).publicAnswers as {
        hits: number;
        misses: number;
        hitRate: number;
      };
      caches.push({ replica: replica.name, ...figures, hitRate: Number(figures.hitRate.toFixed(3)) });
    }
    const [sellerProduct] = (
      (await database.db.execute(sql`
        select p.id, p.store_id as "storeId" from products p join stores s on s.id = p.store_id
        where s.owner_id = ${seller.userId} and p.status = 'ACTIVE' and p.id <> ${product.id}
        order by p.id limit 1`)) as unknown as { rows: Array<{ id: number; storeId: number }> }
    ).rows;
    if (!sellerProduct) throw new Error('the demo seller has no other active product');
    const stalenessMs = await stalenessProbe(a, b, seller, sellerProduct);
    const sockets = await measureSockets({ replicas: [a, b], database, productId: product.id });
    await database.close();
    const machine = machineLine(pgVersion);
    return { rows, sockets, machine, caches, stalenessMs };
  } finally {
    bare.stop();
    await stopAll();
    await drop();
    server.stop();
  }
}
