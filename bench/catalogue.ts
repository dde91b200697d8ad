/**
 * `npm run bench -- catalogue`: every public read of the catalogue timed at the demo's size and at a city's
 * (100k products in 2,000 stalls, bench/catalogue-data.ts), on a throwaway PostgreSQL, reported and never
 * asserted. One client asks one read at a time over HTTP, as a browser that accepts compression does; before
 * each request the process's shared answers and product caches are dropped and every query string is new, so
 * each figure is a read the database answers. The `EXPLAIN (ANALYZE, BUFFERS)` of each read's statements is
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
import { CATEGORIES } from '../src/domain/categories';
import { createPostgresDatabase } from '../tests/api/helpers/test-app';
import { loadCityCatalogue } from './catalogue-data';
import { machineLine, postgres } from './postgres';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const WARMUP = 5;
/** The targets of issue #43: at 100k every read's p95 at most this, and at most this many times the demo's. */
export const CATALOGUE_TARGETS = { p95Ms: 15, ratio: 2 } as const;

/** Terms as shoppers type them: with and without accents, whole and half words, and with typos. */
const TERMS = ['queijo', 'pão de queijo', 'pao de queijo', 'cafe', 'açaí', 'feijao', 'linguiça', 'suco'];
const TYPOS = ['quejo minas', 'feijao preot', 'linguica calabreza', 'oculos de sool', 'suco de larnja'];

interface Sample {
  /** The ids the reads pick from (active stores, listed products). */
  stores: number[];
  products: number[];
}

interface Read {
  group: string;
  name: string;
  url(i: number, s: Sample): string;
  /**
   * Keep the stores' highlight selections between requests: each is dropped only when its own store changes,
   * so a running process has nearly all of them; without this the read is a cold process's first.
   */
  keepsSelections?: true;
}

const at = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
const category = (i: number) => at(CATEGORIES, i);

export const READS: Read[] = [
  { group: 'lista', name: 'mais novos (padrão)', url: () => '/api/products?page=1&limit=24' },
  { group: 'lista', name: 'categoria', url: (i) => `/api/products?category=${category(i)}&limit=24` },
  { group: 'lista', name: 'loja', url: (i, s) => `/api/products?storeId=${at(s.stores, i)}&limit=24` },
  {
    group: 'lista',
    name: 'faixa de preço',
    url: (i) => `/api/products?minPrice=${5 + (i % 20)}&maxPrice=${25 + (i % 40)}&limit=24`,
  },
  { group: 'lista', name: 'em estoque', url: () => '/api/products?inStockOnly=true&limit=24' },
  { group: 'lista', name: 'com desconto', url: () => '/api/products?discountedOnly=true&limit=24' },
  { group: 'lista', name: 'em destaque', url: () => '/api/products?highlightedOnly=true&limit=24' },
  { group: 'lista', name: 'preço ↑', url: () => '/api/products?sort=price:asc&limit=24' },
  { group: 'lista', name: 'preço ↓', url: () => '/api/products?sort=price:desc&limit=24' },
  { group: 'lista', name: 'nome A–Z', url: () => '/api/products?sort=name:asc&limit=24' },
  { group: 'lista', name: 'nome Z–A', url: () => '/api/products?sort=name:desc&limit=24' },
  { group: 'lista', name: 'mais antigos', url: () => '/api/products?sort=createdAt:asc&limit=24' },
  // The two sorts a stall uses on its own list: no index on purpose (migration 0012).
  {
    group: 'lista',
    name: 'atualizados (sem índice)',
    url: () => '/api/products?sort=updatedAt:desc&limit=24',
  },
  { group: 'lista', name: 'estoque ↓ (sem índice)', url: () => '/api/products?sort=stock:desc&limit=24' },
  {
    group: 'lista',
    name: 'estoque ↓ de uma loja',
    url: (i, s) => `/api/products?storeId=${at(s.stores, i)}&sort=stock:desc&limit=24`,
  },
  {
    group: 'lista',
    name: 'categoria + preço + em estoque, preço ↑',
    url: (i) =>
      `/api/products?category=${category(i)}&minPrice=${i % 10}&maxPrice=${60 + (i % 30)}&inStockOnly=true&sort=price:asc&limit=24`,
  },
  {
    group: 'lista',
    name: 'rota de categoria',
    url: (i) => `/api/categories/${category(i)}/products?limit=24`,
  },
  { group: 'lista', name: 'rota de descontos', url: () => '/api/products/discounted?limit=24' },
  { group: 'lista', name: 'rota de recentes', url: () => '/api/products/recent?limit=24' },
  {
    group: 'busca',
    name: 'busca (produtos e lojas)',
    url: (i) => `/api/search?q=${encodeURIComponent(at(TERMS, i))}`,
  },
  {
    group: 'busca',
    name: 'busca com erros de digitação',
    url: (i) => `/api/search?q=${encodeURIComponent(at(TYPOS, i))}`,
  },
  {
    group: 'busca',
    name: 'busca de produtos',
    url: (i) => `/api/products/search?q=${encodeURIComponent(at(TERMS, i))}`,
  },
  {
    group: 'busca',
    name: 'lista com termo',
    url: (i) => `/api/products?searchTerm=${encodeURIComponent(at(TERMS, i))}&limit=24`,
  },
  {
    group: 'busca',
    name: 'lista com termo, preço ↑',
    url: (i) => `/api/products?searchTerm=${encodeURIComponent(at(TERMS, i))}&sort=price:asc&limit=24`,
  },
  { group: 'páginas', name: 'página 50–100', url: (i) => `/api/products?page=${50 + (i % 51)}&limit=24` },
  {
    group: 'páginas',
    name: 'página 50–100, preço ↑',
    url: (i) => `/api/products?page=${50 + (i % 51)}&limit=24&sort=price:asc`,
  },
  {
    group: 'páginas',
    name: 'página 50–100, nome A–Z',
    url: (i) => `/api/products?page=${50 + (i % 51)}&limit=24&sort=name:asc`,
  },
  { group: 'loja', name: 'página da loja', url: (i, s) => `/api/stores/${at(s.stores, i)}` },
  {
    group: 'loja',
    name: 'prateleira da loja',
    url: (i, s) => `/api/products?storeId=${at(s.stores, i)}&page=1&limit=100`,
  },
  { group: 'loja', name: 'cupons da loja', url: (i, s) => `/api/stores/${at(s.stores, i)}/coupons` },
  { group: 'produto', name: 'página do produto', url: (i, s) => `/api/products/${at(s.products, i)}` },
  { group: 'promoções', name: 'promoções', url: () => '/api/promotions' },
  { group: 'promoções', name: 'relâmpago', url: () => '/api/promotions/flash' },
  { group: 'promoções', name: 'contagem relâmpago', url: () => '/api/promotions/flash/count' },
  { group: 'início', name: 'banners', url: () => '/api/banners' },
  { group: 'início', name: 'destaques', url: () => '/api/highlights', keepsSelections: true },
  { group: 'início', name: 'destaques, processo frio', url: () => '/api/highlights' },
  { group: 'início', name: 'categorias', url: () => '/api/categories' },
  { group: 'início', name: 'catálogo (48)', url: () => '/api/products?page=1&limit=48' },
  { group: 'início', name: 'faixa de preço (filtro)', url: () => '/api/products/price-range' },
  {
    group: 'início',
    name: 'faixa de preço de uma categoria',
    url: (i) => `/api/products/price-range?category=${category(i)}`,
  },
  { group: 'lojas', name: 'lista de lojas', url: () => '/api/stores?limit=100' },
  {
    group: 'lojas',
    name: 'lojas perto de um ponto',
    url: (i) => `/api/stores?lat=${-23.55 + (i % 10) / 100}&lng=${-46.64 - (i % 7) / 100}&limit=100`,
  },
  { group: 'cupons', name: 'cupons públicos', url: () => '/api/coupons/public' },
];

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

export async function measureSize(
  label: string,
  database: Database,
  base: string,
  sample: Sample,
): Promise<Map<string, Measured>> {
  const recorder = statementRecorder(database);
  const results = new Map<string, Measured>();
  let nonce = 0;
  const get = async (url: string, read: Read) => {
    // A new query string every time, and nothing kept: the database answers every read.
    publicCache(database).drop('all');
    productCaches(database).search.clear();
    if (!read.keepsSelections) productCaches(database).highlights.clear();
    nonce += 1;
    const started = performance.now();
    const response = await fetch(`${base}${url}${url.includes('?') ? '&' : '?'}_=${nonce}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${label} ${url}: ${response.status}`);
    return elapsed;
  };
  const only = process.env.BENCH_READS ? new RegExp(process.env.BENCH_READS, 'i') : null;
  for (const read of READS) {
    if (only && !only.test(`${read.group}: ${read.name}`)) continue;
    for (let i = 0; i < WARMUP; i++) await get(read.url(i, sample), read);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push(await get(read.url(i, sample), read));
    times.sort((a, b) => a - b);
    recorder.start();
    await get(read.url(SAMPLES, sample), read);
    const statements = recorder.stop();
    const plans = [];
    for (const statement of statements) {
      const explained = await recorder.pool.query(
        `explain (analyze, buffers) ${statement.text}`,
        statement.values,
      );
      plans.push({
        statement,
        plan: (explained.rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n'),
      });
    }
    results.set(`${read.group}: ${read.name}`, {
      p50: round1(percentile(times, 50)),
      p95: round1(percentile(times, 95)),
      plans,
    });
  }
  return results;
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
        try {
          measured[size] = await measureSize(size, database, base, sample);
        } finally {
          await app.close();
          await database.close();
        }
      } finally {
        await client.end();
      }
    }
  } finally {
    for (const drop of drops) await drop().catch(() => undefined);
    server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const rows: CatalogueRow[] = READS.map((read) => {
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
  const sections = READS.flatMap((read) => {
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
