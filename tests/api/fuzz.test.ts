/**
 * Every route with a body or query schema in the OpenAPI document gets 200 random inputs (random JSON,
 * wrong types, huge and unicode strings, odd numbers, extra keys) as anonymous, shopper and seller.
 * The API must never answer 5xx, must always answer {message, code} in Portuguese, and a refused (4xx)
 * request must leave the database exactly as it was.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const RUNS_PER_ROUTE = 200;
/** Tables a refused request may legitimately touch: session sliding expiry, rate-limit counters, stored idempotent answers. */
const VOLATILE_TABLES = new Set([
  'sessions',
  'rate_limit_buckets',
  'idempotency_keys',
  // Views and search appearances are written a second after the answers that count them
  // (server/services/seller/analytics-buffer.ts), whatever request comes next.
  'analytics_daily',
  '__drizzle_migrations',
]);
/** zod's and Fastify's English defaults; none of them may reach a user. */
const ENGLISH =
  /\b(Invalid|Expected|Required|Unrecognized|Too (small|big)|must|should|received|Bad Request)\b/;

interface Operation {
  method: string;
  path: string;
  bodyKeys: string[] | null;
  queryKeys: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, 2 ** 31, -(2 ** 63)),
);
const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e999',
    'null',
    'undefined',
    'true',
    '__proto__',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u0000',
    '\u202e',
    'ÁÉÍÓÚçãõ',
    '😀'.repeat(100),
    'a@b',
    '../../etc/passwd',
    '2024-02-30',
    '9'.repeat(400),
  ),
  fc.constantFrom('x'.repeat(10_000), 'ç'.repeat(100_000)),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 'a'], { $gt: '' }) },
);

/** Objects shaped like the schema (its own keys, random values) plus stray keys, and plain random JSON. */
function bodyArbitrary(keys: string[]): fc.Arbitrary<{ raw?: string; json?: unknown }> {
  const shaped =
    keys.length > 0
      ? fc
          .tuple(
            fc.record(Object.fromEntries(keys.map((k) => [k, oddValue])), { requiredKeys: [] }),
            fc.dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 3 }),
          )
          .map(([own, extra]) => ({ ...extra, ...own }))
      : fc.dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', 'nada', '[1,2', '\u0000', '{"x": NaN}')
        .map((raw) => ({ raw })),
    },
  );
}

function queryArbitrary(keys: string[]): fc.Arbitrary<string> {
  const pair = (key: fc.Arbitrary<string>) =>
    fc
      .tuple(key, fc.oneof(oddString, oddNumber.map(String)))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  const own = keys.length > 0 ? pair(fc.constantFrom(...keys)) : pair(fc.string({ maxLength: 8 }));
  return fc
    .tuple(
      fc.array(own, { maxLength: 5 }),
      fc.array(pair(fc.string({ maxLength: 8 })), { maxLength: 2 }),
      fc.constantFrom('', '&%', '&a=%E0%A4%A'),
    )
    .map(([a, b, tail]) => [...a, ...b].join('&') + tail);
}

/**
 * Built at collection time so each route becomes its own test (own timeout, own report line).
 */
const t: TestApp = await createTestApp();
const actors: Record<string, TestSession | null> = {
  anonymous: null,
  cliente: await sessionFor(t.database, 'cliente'),
  vendedor: await sessionFor(t.database, 'vendedor'),
};
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApi;
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, op]) => {
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    const queryKeys = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    if (!op.requestBody && queryKeys.length === 0) return [];
    return [
      {
        method: method.toUpperCase(),
        path,
        bodyKeys: op.requestBody ? Object.keys(bodySchema?.properties ?? {}) : null,
        queryKeys,
      },
    ];
  }),
);

const tableNames = (
  (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> }
).rows
  .map((r) => r.table_name)
  .filter((name) => !VOLATILE_TABLES.has(name) && !name.startsWith('__'));

/**
 * Per table: row count and the newest xmin. Any committed insert or update gives a row a newer xmin
 * and any delete lowers the count, while rolled-back work leaves both alone — "the database is
 * unchanged" in one scan per table. (Hashing every row, or counting writes with plpgsql triggers,
 * was too slow here, and such triggers made PGlite 0.5 PANIC under this load.)
 */
async function dataSignature(): Promise<string> {
  const parts = tableNames.map(
    (name) =>
      sql`select ${name} as t, count(*)::text as n, coalesce(max(x.xmin::text::bigint), 0)::text as v from ${sql.identifier(name)} x`,
  );
  const result = (await t.database.db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Array<{ t: string; n: string; v: string }>;
  };
  return result.rows.map((r) => `${r.t}:${r.n}:${r.v}`).join(',');
}

/** Refusals decided by schema validation or body parsing: the handler never ran, so nothing to compare. */
const decidedBeforeHandler = (code: string) => code === 'VALIDATION_ERROR' || code.startsWith('FST_ERR');

/** For the report when a request leaves the database unusable. */
let lastRequest = '';
let baseline = await dataSignature();
const databaseBroken = (error: unknown): never => {
  throw new Error(`the database failed after ${lastRequest}: ${String(error)}`);
};

const concretePath = (path: string) => path.replace(/\{(\w+)\}/g, '1');

describe(`fuzzing every input schema (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  afterAll(async () => {
    await t.close();
  });

  it('finds the input schemas to fuzz', () => {
    expect(operations.some((op) => op.path === '/api/auth/login' && op.method === 'POST')).toBe(true);
    expect(operations.some((op) => op.path === '/api/users/me' && op.method === 'PUT')).toBe(true);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx, Portuguese {message, code}, nothing written when refused',
    async (_name, op) => {
      const property = fc.asyncProperty(
        fc.constantFrom('anonymous', 'cliente', 'vendedor'),
        op.bodyKeys ? bodyArbitrary(op.bodyKeys) : fc.constant({}),
        op.queryKeys.length > 0 ? queryArbitrary(op.queryKeys) : fc.constant(''),
        async (actor, body, query) => {
          const session = actors[actor];
          const payload = 'raw' in body ? body.raw : JSON.stringify((body as { json?: unknown }).json);
          const url = `${concretePath(op.path)}${query ? `?${query}` : ''}`;
          lastRequest = `${actor} ${op.method} ${url.slice(0, 500)} ${String(payload).slice(0, 300)}`;
          const res = await t.app.inject({
            method: op.method as 'POST',
            url,
            remoteAddress: '198.19.1.1',
            headers: {
              ...(session ? { cookie: session.cookie } : {}),
              ...(op.bodyKeys ? { 'content-type': 'application/json' } : {}),
            },
            ...(op.bodyKeys && payload !== undefined ? { payload: payload as string } : {}),
          });
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          if (res.statusCode < 400) {
            // Accepted: whatever it changed is the new baseline.
            baseline = await dataSignature().catch(databaseBroken);
            return;
          }
          const answer = res.json() as {
            message?: unknown;
            code?: unknown;
            details?: Array<{ message?: unknown }>;
          };
          if (typeof answer.message !== 'string' || typeof answer.code !== 'string') {
            throw new Error(`refusal without {message, code}: ${res.body.slice(0, 300)}`);
          }
          const texts = [answer.message, ...(answer.details ?? []).map((d) => String(d.message))];
          const english = texts.find((text) => ENGLISH.test(text));
          if (english) throw new Error(`English text reached the client: ${english}`);
          if (decidedBeforeHandler(answer.code)) return;
          const after = await dataSignature().catch(databaseBroken);
          if (after !== baseline) {
            baseline = after;
            throw new Error(`a refused request (${res.statusCode} ${answer.code}) changed the database`);
          }
        },
      );
      await fc.assert(property, { numRuns: RUNS_PER_ROUTE, endOnFailure: true });
    },
    120_000,
  );
});
