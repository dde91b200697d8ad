/**
 * `npm run bench -- catalogue`: every public read of the catalogue timed at the demo's size and at a city's
 * (100k products in 2,000 stalls, bench/catalogue-data.ts), on a throwaway PostgreSQL, reported and never
 * asserted. One client asks one read at a time over HTTP, as a browser that accepts compression does, of
 * both sizes in turn (each served by its own app and database); before each request the process's shared
 * answers and product caches are dropped and every query string is new, so each figure is a read the database
 * answers. The `EXPLAIN (ANALYZE, BUFFERS)` of each read's statements is
 * written to bench/results/catalogue-plans.md. Bounded: a fixed number of requests per read.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { ensureCategories, seedDemoData } from '../server/db/seed';
import { publicCache } from '../server/http/public-cache';
import { productCaches } from '../server/services/catalogue/product-cache';
import { createPostgresDatabase } from '../tests/api/helpers/test-app';
import { loadCityCatalogue } from './catalogue-data';
import { READS, type Read, type Sample } from './catalogue-reads';
import { machineLine, postgres } from './postgres';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARMUP = 5;
/** The targets of issue #43: at 100k every read's p95 at most this, and at most this many times the demo's. */
export const CATALOGUE_TARGETS = { p95Ms: 15, ratio: 2 } as const;

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Records the statements the app sends through `database`'s pool while `recording` is on: the plans written
 * next to the figures are those of the very queries the reads ran.
 */
function statementRecorder(database: Database) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  let recorded: Statement[] | null = null;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    if (recorded) {
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const values = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
      if (/^\s*(select|with)\b/i.test(text)) recorded.push({ text, values });
    }
    return query(...args);
  };
  return {
    pool,
    start: () => {
      recorded = [];
    },
    stop: () => {
      const statements = recorded ?? [];
      recorded = null;
      return statements;
    },
  };
}

interface Measured {
  p50: number;
  p95: number;
  /** The read's statements (of its last request) with their plans. */
  plans: Array<{ statement: Statement; plan: string }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** One size of the catalogue, served by its own app and database. */
export interface Target {
  label: string;
  database: Database;
  base: string;
  sample: Sample;
}

/** Times one request of `read` at `target`, uncached. */
function requester(target: Target) {
  let nonce = 0;
  return async (read: Read, i: number) => {
    // A new query string every time, and nothing kept: the database answers every read.
    publicCache(target.database).drop('all');
    productCaches(target.database).search.clear();
    if (!read.keepsSelections) productCaches(target.database).highlights.clear();
    nonce += 1;
    const url = read.url(i, target.sample);
    const started = performance.now();
    const response = await fetch(`${target.base}${url}${url.includes('?') ? '&' : '?'}_=${nonce}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${target.label} ${url}: ${response.status}`);
    return elapsed;
  };
}

/**
 * Every read at every target, the targets' requests interleaved one by one: a machine shared with other work
 * slows them alike, so their ratio holds even when the figures move. Then the plans of each read's last
 * request at each target.
 */
export async function measure(targets: readonly Target[]): Promise<Array<Map<string, Measured>>> {
  const sides = targets.map((target) => ({
    target,
    get: requester(target),
    recorder: statementRecorder(target.database),
    results: new Map<string, Measured>(),
  }));
  const only = process.env.BENCH_READS ? new RegExp(process.env.BENCH_READS, 'i') : null;
  for (const read of READS) {
    if (only && !only.test(`${read.group}: ${read.name}`)) continue;
    for (let i = 0; i < WARMUP; i++) for (const side of sides) await side.get(read, i);
    const times = sides.map((): number[] => []);
    for (let i = 0; i < SAMPLES; i++) {
      for (const [k, side] of sides.entries()) times[k]?.push(await side.get(read, i));
    }
    for (const [k, side] of sides.entries()) {
      side.recorder.start();
      await side.get(read, SAMPLES);
      const plans = [];
      for (const statement of side.recorder.stop()) {
        const explained = await side.recorder.pool.query(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
        plans.push({
          statement,
          plan: (explained.rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n'),
        });
      }
      const sorted = (times[k] ?? []).sort((a, b) => a - b);
      side.results.set(`${read.group}: ${read.name}`, {
        p50: round1(percentile(sorted, 50)),
        p95: round1(percentile(sorted, 95)),
        plans,
      });
    }
  }
  return sides.map((side) => side.results);
}

/** "Index Only Scan using products_… on products; Seq Scan on stores": what a plan reads, in one line. */
export function planSummary(plans: Measured['plans']): string {
  const scans = new Set<string>();
  let executionMs = 0;
  for (const { plan } of plans) {
    for (const match of plan.matchAll(
      /((?:Parallel )?(?:Seq Scan|Index Scan(?: Backward)?|Index Only Scan(?: Backward)?|Bitmap Heap Scan)) (?:using (\S+) )?on (\w+)/g,
    )) {
      scans.add(match[2] ? `${match[1]} ${match[2]}` : `${match[1]} ${match[3]}`);
    }
    executionMs += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
  }
  return `${plans.length} consulta(s), ${round1(executionMs)} ms no banco: ${[...scans].join('; ') || '—'}`;
}

export async function sampleOf(client: pg.Client): Promise<Sample> {
  const stores = await client.query<{ id: number }>(
    `select s.id from stores s where s.is_active and exists (select 1 from products p where p.store_id = s.id)
     order by s.id`,
  );
  const products = await client.query<{ id: number }>(
    `select p.id from products p join stores s on s.id = p.store_id
     where s.is_active and p.status in ('ACTIVE', 'OUT_OF_STOCK') order by p.id`,
  );
  return { stores: stores.rows.map((r) => r.id), products: products.rows.map((r) => r.id) };
}

export async function appOn(url: string, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    DATABASE_URL: url,
  });
  const database = await openDatabase({ databaseUrl: url });
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { database, app, base };
}

export interface CatalogueRow {
  leitura: string;
  'demo p50': number;
  'demo p95': number;
  '100k p50': number;
  '100k p95': number;
  razão: number;
  alvo: string;
  plano: string;
}

export async function runCatalogue(): Promise<{
  rows: CatalogueRow[];
  machine: string;
  loaded: string;
  plansFile: string;
}> {
  const server = await postgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feira-bench-catalogue-'));
  const drops: Array<() => Promise<void>> = [];
  const measured: Record<'demo' | 'city', Map<string, Measured>> = { demo: new Map(), city: new Map() };
  let loaded = '';
  let pgVersion: string | undefined;
  const opened: Array<{ app: { close(): Promise<unknown> }; database: Database }> = [];
  const targets: Target[] = [];
  try {
    for (const size of ['demo', 'city'] as const) {
      const { url, drop } = await createPostgresDatabase(server.url);
      drops.push(drop);
      const setup = await openDatabase({ databaseUrl: url });
      await ensureCategories(setup.db);
      await seedDemoData(setup.db);
      await setup.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        pgVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]
          ?.server_version;
        if (size === 'city') {
          const started = performance.now();
          const city = await loadCityCatalogue(client, {
            storeCount: 2000,
            productCount: 100_000,
            now: new Date(),
          });
          loaded =
            `${city.products} produtos em ${city.stores} lojas, ${city.promotions} promoções, ` +
            `${city.coupons} cupons, carregados em ${Math.round((performance.now() - started) / 100) / 10} s`;
          console.log(`Catálogo da cidade: ${loaded}.`);
        } else {
          await client.query('vacuum analyze');
        }
        const sample = await sampleOf(client);
        const { database, app, base } = await appOn(url, dataDir);
        opened.push({ app, database });
        targets.push({ label: size, database, base, sample });
      } finally {
        await client.end();
      }
    }
    const [demo, city] = await measure(targets);
    measured.demo = demo as Map<string, Measured>;
    measured.city = city as Map<string, Measured>;
  } finally {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
    for (const drop of drops) await drop().catch(() => undefined);
    server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const asked = READS.filter((read) => measured.city.has(`${read.group}: ${read.name}`));
  const rows: CatalogueRow[] = asked.map((read) => {
    const key = `${read.group}: ${read.name}`;
    const demo = measured.demo.get(key) as Measured;
    const city = measured.city.get(key) as Measured;
    const ratio = Math.round((city.p95 / Math.max(demo.p95, 0.1)) * 100) / 100;
    const ok = city.p95 <= CATALOGUE_TARGETS.p95Ms && ratio <= CATALOGUE_TARGETS.ratio;
    return {
      leitura: key,
      'demo p50': demo.p50,
      'demo p95': demo.p95,
      '100k p50': city.p50,
      '100k p95': city.p95,
      razão: ratio,
      alvo: ok ? '✓' : '✗',
      plano: planSummary(city.plans),
    };
  });
  const dir = path.resolve(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  const plansFile = path.join(dir, 'catalogue-plans.md');
  const sections = asked.flatMap((read) => {
    const key = `${read.group}: ${read.name}`;
    return (['city', 'demo'] as const).map((size) => {
      const plans = (measured[size].get(key) as Measured).plans;
      const body = plans
        .map(({ statement, plan }) => `${statement.text}\n-- ${JSON.stringify(statement.values)}\n\n${plan}`)
        .join('\n\n');
      return `## ${key} (${size === 'city' ? '100k' : 'demo'})\n\n\`\`\`\n${body || '(sem consulta)'}\n\`\`\`\n`;
    });
  });
  await writeFile(
    plansFile,
    `# EXPLAIN (ANALYZE, BUFFERS) das leituras públicas: ${new Date().toISOString()}\n\n${sections.join('\n')}`,
  );
  return { rows, machine: machineLine(pgVersion), loaded, plansFile };
}
