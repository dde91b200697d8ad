/**
 * Every /api route × {anonymous, shopper, seller A, seller B, admin}. Routes are collected by an onRoute
 * hook added (in this test only) around the route registry, so a route added later is checked without
 * editing this file — and a route without `config.access` fails here.
 */
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

type Access = 'public' | 'user' | 'seller' | 'admin';
interface RouteRecord {
  method: string;
  url: string;
  access: unknown;
}

const recorded = vi.hoisted(() => [] as RouteRecord[]);

vi.mock('../../server/routes/index', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/routes/index')>();
  return {
    ...original,
    // Not wrapped in fastify-plugin: the hook stays inside the route registry's own context.
    apiRoutes: async (api: import('fastify').FastifyInstance) => {
      api.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue; // Fastify's automatic twin of each GET
          recorded.push({
            method,
            url: route.url,
            access: (route.config as { access?: unknown } | undefined)?.access,
          });
        }
      });
      await api.register(original.apiRoutes);
    },
  };
});

const ACCESS: readonly Access[] = ['public', 'user', 'seller', 'admin'];
type Actor = 'anonymous' | 'cliente' | 'vendedor' | 'vendedora' | 'admin';

/** Which table a path parameter points into, from its name or the path segment before it. */
const TABLE_BY_SEGMENT: Record<string, string> = {
  stores: 'stores',
  products: 'products',
  coupons: 'coupons',
  promotions: 'promotions',
  reservations: 'reservations',
  notifications: 'notifications',
};
const TABLE_BY_PARAM: Record<string, string> = {
  storeId: 'stores',
  productId: 'products',
  couponId: 'coupons',
  promotionId: 'promotions',
  reservationId: 'reservations',
  notificationId: 'notifications',
};
const USER_OWNED = new Set(['reservations', 'notifications']);

function paramTables(url: string): Array<{ name: string; table: string | undefined }> {
  const segments = url.split('/');
  return segments.flatMap((segment, i) => {
    if (!segment.startsWith(':')) return [];
    const name = segment.slice(1);
    return [{ name, table: TABLE_BY_PARAM[name] ?? TABLE_BY_SEGMENT[segments[i - 1] ?? ''] }];
  });
}

describe(`authorization matrix (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const userIds: Record<string, number> = {};

  async function firstId(query: ReturnType<typeof sql>): Promise<number | undefined> {
    const result = (await t.database.db.execute(query)) as unknown as { rows: Array<{ id: number }> };
    return result.rows[0]?.id;
  }

  /** Everything seller A (vendedor) or the shopper (cliente) owns, as one checksum. */
  async function worldOf(owner: 'seller' | 'shopper'): Promise<string> {
    const a = userIds.vendedor;
    const c = userIds.cliente;
    const query =
      owner === 'seller'
        ? sql`select md5(coalesce((select string_agg(s::text, '|' order by s.id) from stores s where s.owner_id = ${a}), '')
              || coalesce((select string_agg(p::text, '|' order by p.id) from products p join stores s on s.id = p.store_id where s.owner_id = ${a}), '')
              || coalesce((select string_agg(x::text, '|' order by x.id) from promotions x join stores s on s.id = x.store_id where s.owner_id = ${a}), '')
              || coalesce((select string_agg(k::text, '|' order by k.id) from coupons k join stores s on s.id = k.store_id where s.owner_id = ${a}), '')) as sum`
        : sql`select md5(coalesce((select string_agg(r::text, '|' order by r.id) from reservations r where r.user_id = ${c}), '')
              || coalesce((select string_agg(n::text, '|' order by n.id) from notifications n where n.user_id = ${c}), '')
              || coalesce((select string_agg(w::text, '|' order by w.id) from wishlist_items w where w.user_id = ${c}), '')) as sum`;
    const result = (await t.database.db.execute(query)) as unknown as { rows: Array<{ sum: string }> };
    return result.rows[0]?.sum ?? '';
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const key of ['cliente', 'vendedor', 'vendedora', 'admin'] as const) {
      userIds[key] = (await sessionFor(t.database, key)).userId;
    }
    const a = userIds.vendedor;
    const c = userIds.cliente;
    const found = {
      stores: await firstId(sql`select id from stores where owner_id = ${a} order by id limit 1`),
      products: await firstId(
        sql`select p.id from products p join stores s on s.id = p.store_id where s.owner_id = ${a} order by p.id limit 1`,
      ),
      promotions: await firstId(
        sql`select x.id from promotions x join stores s on s.id = x.store_id where s.owner_id = ${a} order by x.id limit 1`,
      ),
      coupons: await firstId(
        sql`select k.id from coupons k join stores s on s.id = k.store_id where s.owner_id = ${a} order by k.id limit 1`,
      ),
      reservations: await firstId(sql`select id from reservations where user_id = ${c} order by id limit 1`),
      notifications: await firstId(
        sql`select id from notifications where user_id = ${c} order by id limit 1`,
      ),
    };
    for (const [table, id] of Object.entries(found)) if (id !== undefined) ids[table] = id;
  });
  afterAll(async () => {
    await t?.close();
  });

  function urlFor(route: RouteRecord): string {
    let url = route.url;
    for (const { name, table } of paramTables(route.url)) {
      url = url.replace(`:${name}`, String((table && ids[table]) ?? 1));
    }
    return url;
  }

  async function call(route: RouteRecord, actor: Actor, body?: unknown) {
    // A fresh session per request: a logout or password change in one cell cannot spoil the next.
    const session: TestSession | null = actor === 'anonymous' ? null : await sessionFor(t.database, actor);
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    return t.app.inject({
      method: route.method as 'GET',
      url: urlFor(route),
      remoteAddress: '198.19.0.1',
      headers: session ? { cookie: session.cookie } : {},
      ...(hasBody ? { payload: (body ?? {}) as Record<string, unknown> } : {}),
    });
  }

  it('finds the routes, and every one declares a known access level', () => {
    expect(recorded.length).toBeGreaterThan(10);
    expect(recorded).toContainEqual({ method: 'POST', url: '/api/auth/login', access: 'public' });
    expect(recorded).toContainEqual({ method: 'GET', url: '/api/users/me', access: 'user' });
    // Billing: the plans, the provider's webhook and the test checkout are public (the webhook's
    // signature and the checkout's unguessable session id are their guards); the callback's read is the payer's.
    for (const [method, url, access] of [
      ['GET', '/api/billing/plans', 'public'],
      ['POST', '/api/billing/webhook', 'public'],
      ['GET', '/api/billing/checkout/:sessionId', 'user'],
      ['GET', '/api/test-checkout/:sessionId', 'public'],
      ['POST', '/api/test-checkout/:sessionId', 'public'],
      ['POST', '/api/test-checkout/:sessionId/confirm', 'public'],
      ['POST', '/api/test-checkout/:sessionId/cancel', 'public'],
      ['GET', '/api/seller/subscription', 'seller'],
      ['GET', '/api/seller/stores/:storeId/subscription', 'seller'],
      ['POST', '/api/seller/subscription/checkout', 'seller'],
      ['POST', '/api/seller/subscription/change', 'seller'],
      ['POST', '/api/seller/subscription/cancel', 'seller'],
      ['POST', '/api/seller/subscription/resume', 'seller'],
      ['POST', '/api/seller/subscription/portal', 'seller'],
      ['GET', '/api/seller/invoices', 'seller'],
      // The admin area: only the first-start setup is public (its one-time token is the guard).
      ['GET', '/api/admin/setup', 'public'],
      ['POST', '/api/admin/setup', 'public'],
      ['GET', '/api/admin/overview', 'admin'],
      ['GET', '/api/admin/stores', 'admin'],
      ['GET', '/api/admin/stores/:storeId', 'admin'],
      ['POST', '/api/admin/stores/:storeId/suspension', 'admin'],
      ['DELETE', '/api/admin/stores/:storeId/suspension', 'admin'],
      ['POST', '/api/admin/stores/:storeId/owner', 'admin'],
      ['PUT', '/api/admin/stores/:storeId', 'admin'],
      ['GET', '/api/admin/products', 'admin'],
      ['POST', '/api/admin/products/:productId/moderation', 'admin'],
      ['DELETE', '/api/admin/products/:productId/highlight', 'admin'],
      ['GET', '/api/admin/users', 'admin'],
      ['GET', '/api/admin/users/:userId', 'admin'],
      ['PUT', '/api/admin/users/:userId/role', 'admin'],
      ['PUT', '/api/admin/users/:userId/status', 'admin'],
      ['POST', '/api/admin/users/:userId/password-reset', 'admin'],
      ['GET', '/api/admin/settings', 'admin'],
      ['PUT', '/api/admin/settings/feature-flags/:key', 'admin'],
      ['GET', '/api/admin/geocoding', 'admin'],
      ['POST', '/api/admin/geocoding/:storeId', 'admin'],
      ['GET', '/api/admin/places/:storeId', 'admin'],
      ['PUT', '/api/admin/places/:storeId', 'admin'],
      ['GET', '/api/feature-flags', 'public'],
    ] as const) {
      expect(recorded).toContainEqual({ method, url, access });
    }
    const undeclared = recorded.filter((r) => !ACCESS.includes(r.access as Access));
    expect(undeclared.map((r) => `${r.method} ${r.url} → ${String(r.access)}`)).toEqual([]);
  });

  it('refuses non-owners on objects of seller A and of the shopper, leaving them unchanged', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of recorded) {
      const owned = paramTables(route.url).filter(({ table }) => table && ids[table] !== undefined);
      if (owned.length === 0) continue;
      const sellerObject =
        route.access === 'seller' && owned.some(({ table }) => !USER_OWNED.has(table ?? ''));
      const shopperObject = route.access === 'user' && owned.some(({ table }) => USER_OWNED.has(table ?? ''));
      if (!sellerObject && !shopperObject) continue;
      const owner: Actor = sellerObject ? 'vendedor' : 'cliente';
      // A valid body, where one can be had (the owner's own GET of the same object), so the refusal is
      // about ownership and not about the input shape.
      let body: unknown;
      if (route.method === 'PUT' || route.method === 'PATCH') {
        const read = await call({ ...route, method: 'GET' }, owner);
        if (read.statusCode === 200 && read.body.startsWith('{')) body = read.json();
      }
      checked += 1;
      const before = await worldOf(sellerObject ? 'seller' : 'shopper');
      const res = await call(route, 'vendedora', body);
      const after = await worldOf(sellerObject ? 'seller' : 'shopper');
      const allowed =
        body !== undefined || route.method === 'GET' || route.method === 'DELETE'
          ? [403, 404]
          : [400, 403, 404, 422];
      if (!allowed.includes(res.statusCode)) {
        problems.push(
          `${route.method} ${route.url}: seller B got ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
      if (before !== after) problems.push(`${route.method} ${route.url}: seller B changed ${owner}'s data`);
    }
    expect(problems).toEqual([]);
    const objectRoutes = recorded.filter(
      (r) => (r.access === 'seller' || r.access === 'user') && r.url.includes('/:'),
    );
    if (objectRoutes.length > 0) expect(checked).toBeGreaterThan(0);
  });

  it('answers every route × actor according to its access level', async () => {
    const problems: string[] = [];
    const expectations: Record<Access, Record<Actor, (status: number) => boolean>> = {
      public: {
        anonymous: (s) => s !== 401 && s !== 403,
        cliente: (s) => s !== 401 && s !== 403,
        vendedor: (s) => s !== 401 && s !== 403,
        vendedora: (s) => s !== 401 && s !== 403,
        admin: (s) => s !== 401 && s !== 403,
      },
      user: {
        anonymous: (s) => s === 401,
        cliente: (s) => s !== 401 && s !== 403,
        vendedor: (s) => s !== 401,
        vendedora: (s) => s !== 401,
        admin: (s) => s !== 401,
      },
      seller: {
        anonymous: (s) => s === 401,
        cliente: (s) => s === 403,
        vendedor: (s) => s !== 401 && s !== 403,
        vendedora: (s) => s !== 401,
        admin: (s) => s !== 401,
      },
      admin: {
        anonymous: (s) => s === 401,
        cliente: (s) => s === 403,
        vendedor: (s) => s === 403,
        vendedora: (s) => s === 403,
        admin: (s) => s !== 401 && s !== 403,
      },
    };
    // Refused callers first, owners last: an owner's successful DELETE must not make a later refusal trivial.
    const order: Actor[] = ['anonymous', 'cliente', 'vendedora', 'admin', 'vendedor'];
    for (const actor of order) {
      for (const route of recorded) {
        const access = route.access as Access;
        if (!ACCESS.includes(access)) continue;
        const res = await call(route, actor);
        if (res.statusCode >= 500)
          problems.push(`${route.method} ${route.url} as ${actor}: ${res.statusCode} ${res.body}`);
        else if (!expectations[access][actor](res.statusCode)) {
          problems.push(
            `${route.method} ${route.url} (${access}) as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
        if (res.statusCode === 401 || res.statusCode === 403) {
          const body = res.json();
          if (typeof body.message !== 'string' || typeof body.code !== 'string') {
            problems.push(`${route.method} ${route.url} as ${actor}: refusal without {message, code}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves the API description publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths ?? {});
    expect(paths).toContain('/api/auth/login');
  });
});
