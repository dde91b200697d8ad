import { TZDate } from '@date-fns/tz';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, stores } from '../../server/db/schema';
import { analyticsBuffer } from '../../server/services/seller/analytics-buffer';
import { productMessages } from '../../src/domain/product/messages';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`catalogue API (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, kind: usingPostgres ? 'postgres' : 'pglite' },
    });
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('lists the 13 categories with pt-BR labels and product counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const categories = res.json() as Array<{ slug: string; label: string; productCount: number }>;
    expect(categories.map((c) => c.slug).sort()).toEqual(
      [
        'acessorio',
        'beleza',
        'bebida',
        'casa',
        'comida',
        'decoracao',
        'eletronico',
        'esporte',
        'jardim',
        'jogo',
        'livro',
        'outros',
        'roupa',
      ].sort(),
    );
    expect(categories.find((c) => c.slug === 'acessorio')?.label).toBe('Acessórios');
    expect(categories.every((c) => c.productCount > 0)).toBe(true);
  });

  it('pages products with the pagination object of spec 001', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=20' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.products).toHaveLength(20);
    expect(body.pagination).toMatchObject({
      currentPage: 1,
      limit: 20,
      hasPreviousPage: false,
      hasNextPage: true,
    });
    expect(body.pagination.totalCount).toBeGreaterThanOrEqual(140);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.totalCount / 20));
    expect(body.message).toBe(`${body.pagination.totalCount} produtos encontrados`);

    const second = await t.app.inject({ method: 'GET', url: '/api/products?page=2&limit=20' });
    const ids = new Set(body.products.map((p: { id: number }) => p.id));
    expect(second.json().products.some((p: { id: number }) => ids.has(p.id))).toBe(false);
  });

  it('filters products by category and by store, never showing private statuses', async () => {
    const byCategory = (
      await t.app.inject({ method: 'GET', url: '/api/products?category=bebida&limit=100' })
    ).json();
    expect(byCategory.products.length).toBeGreaterThan(0);
    expect(byCategory.products.every((p: { category: string }) => p.category === 'bebida')).toBe(true);

    const stores = (await t.app.inject({ method: 'GET', url: '/api/stores' })).json() as Array<{
      id: number;
    }>;
    expect(stores.length).toBeGreaterThanOrEqual(12);
    const storeId = stores[0]?.id;
    const byStore = (
      await t.app.inject({ method: 'GET', url: `/api/stores/${storeId}/products?limit=100` })
    ).json();
    expect(byStore.products.every((p: { storeId: number }) => p.storeId === storeId)).toBe(true);

    const all = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100&page=1' })).json();
    expect(all.products.every((p: { status: string }) => ['ACTIVE', 'OUT_OF_STOCK'].includes(p.status))).toBe(
      true,
    );
  });

  it('answers an unknown product with a Portuguese JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "Produto com ID '999999' não foi encontrado",
      code: 'PRODUCT_NOT_FOUND',
    });
  });

  it('answers an id beyond what the database can hold with a 400, never a 500', async () => {
    for (const url of [
      '/api/products/2147483648',
      '/api/stores/99999999999/products',
      '/api/search?q=p%00o',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Dados de entrada inválidos', code: 'VALIDATION_ERROR' });
    }
  });

  it('rejects a malformed id and a bad page with VALIDATION_ERROR in Portuguese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Dados de entrada inválidos', code: 'VALIDATION_ERROR' });
  });

  it('answers each refused list parameter with its spec 001 §8 code and Portuguese message', async () => {
    const cases: Array<[string, string, string]> = [
      ['page=0', 'INVALID_PAGE', 'Página deve ser maior ou igual a 1'],
      ['limit=101', 'INVALID_LIMIT', 'Limite deve estar entre 1 e 100'],
      ['limit=abc', 'INVALID_LIMIT', 'Limite deve estar entre 1 e 100'],
      ['minPrice=-1', 'INVALID_MIN_PRICE', 'Preço mínimo não pode ser negativo'],
      ['maxPrice=-5', 'INVALID_MAX_PRICE', 'Preço máximo não pode ser negativo'],
      [
        'minPrice=50&maxPrice=10',
        'INVALID_PRICE_RANGE',
        'Preço mínimo não pode ser maior que o preço máximo',
      ],
      ['storeId=abc', 'INVALID_STORE_ID', 'ID da loja inválido'],
    ];
    for (const [query, code, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code, message });
      expect(res.json().details.length, query).toBeGreaterThan(0);
    }
    const sort = await t.app.inject({ method: 'GET', url: '/api/products?sort=colour:asc' });
    expect(sort.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ code: 'INVALID_SORT' }] });
  });

  it('sorts by stock or last update only the products of one store', async () => {
    for (const path of ['/api/products', '/api/products/discounted', '/api/categories/comida/products']) {
      for (const sort of ['stock:desc', 'updatedAt:desc']) {
        const refused = await t.app.inject({ method: 'GET', url: `${path}?sort=${sort}` });
        expect(refused.statusCode, `${path} ${sort}`).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [{ field: 'sort', code: 'INVALID_SORT', message: productMessages.sortNeedsStore }],
        });
      }
    }
    const [store] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.isActive, true));
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/products?storeId=${store?.id}&sort=stock:desc`,
    });
    expect(own.statusCode).toBe(200);
    const stocks = (own.json().products as Array<{ stock: number | null }>).map((p) => p.stock ?? Infinity);
    expect(stocks.length).toBeGreaterThan(1);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  });

  it('filters, sorts and pages like the seller list request', async () => {
    type P = {
      price: number;
      discountedPrice: number | null;
      stock: number | null;
      name: string;
      status: string;
    };
    const get = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(200);
      return res.json().products as P[];
    };
    const effective = (p: P) => p.discountedPrice ?? p.price;
    const cheap = await get('minPrice=5&maxPrice=20&limit=100&sort=price:asc');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((p) => effective(p) >= 5 && effective(p) <= 20)).toBe(true);
    expect(cheap.map(effective)).toEqual([...cheap.map(effective)].sort((a, b) => a - b));
    const dear = await get('sort=price:desc&limit=5');
    expect(effective(dear[0] as P)).toBeGreaterThanOrEqual(effective(dear[4] as P));
    const discounted = await get('discountedOnly=true&limit=100');
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((p) => p.discountedPrice !== null)).toBe(true);
    const inStock = await get('inStockOnly=true&limit=100');
    expect(inStock.every((p) => p.status === 'ACTIVE' && (p.stock === null || p.stock > 0))).toBe(true);
    const highlighted = await get('highlightedOnly=1&limit=100');
    expect(highlighted.length).toBeGreaterThan(0);
    const named = await get('sort=name:asc&limit=100');
    const names = named.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const searched = await get('searchTerm=queijo&limit=100');
    expect(searched.some((p) => p.name === 'Pão de queijo mineiro')).toBe(true);
    const outOfStock = await get('statuses=OUT_OF_STOCK&limit=100');
    expect(outOfStock.every((p) => p.status === 'OUT_OF_STOCK')).toBe(true);
    // Private statuses stay private even when asked for.
    expect(await get('statuses=DISCONTINUED')).toEqual([]);
    const split = await t.app.inject({
      method: 'GET',
      url: '/api/products?sortField=price&sortDirection=asc&limit=3',
    });
    expect(split.statusCode).toBe(200);
  });

  it('serves category, discounted, recent, price range and product search lists', async () => {
    const byCategory = await t.app.inject({
      method: 'GET',
      url: '/api/categories/bebida/products?limit=100',
    });
    expect(byCategory.statusCode).toBe(200);
    expect(byCategory.json().products.every((p: { category: string }) => p.category === 'bebida')).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/categories/carros/products' });
    expect(unknown.statusCode).toBe(404);
    const discounted = (
      await t.app.inject({ method: 'GET', url: '/api/products/discounted?limit=100' })
    ).json();
    expect(
      discounted.products.every((p: { discountedPrice: number | null }) => p.discountedPrice !== null),
    ).toBe(true);
    const recent = (await t.app.inject({ method: 'GET', url: '/api/products/recent?limit=10' })).json();
    const created = recent.products.map((p: { createdAt: string }) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const range = (await t.app.inject({ method: 'GET', url: '/api/products/price-range' })).json();
    expect(range.min).toBeGreaterThan(0);
    expect(range.max).toBeGreaterThan(range.min);
    const drinks = (
      await t.app.inject({ method: 'GET', url: '/api/products/price-range?category=bebida' })
    ).json();
    expect(drinks.max).toBeLessThanOrEqual(range.max);
    const search = (await t.app.inject({ method: 'GET', url: '/api/products/search?q=pao' })).json();
    expect(search.products[0].name).toBe('Pão de queijo mineiro');
    expect(search.message).toBe(`${search.products.length} produtos encontrados`);
  });

  it('selects highlights with the domain rule, per category and at most 10 per store', async () => {
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/products/highlighted?limit=100' })
    ).json() as Array<{
      storeId: number;
      category: string;
      isHighlighted: boolean;
      status: string;
    }>;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => p.isHighlighted && p.status === 'ACTIVE')).toBe(true);
    const perStore = new Map<number, number>();
    for (const p of all) perStore.set(p.storeId, (perStore.get(p.storeId) ?? 0) + 1);
    expect(Math.max(...perStore.values())).toBeLessThanOrEqual(10);
    const category = all[0]?.category as string;
    const filtered = (
      await t.app.inject({ method: 'GET', url: `/api/products/highlighted?category=${category}` })
    ).json() as Array<{ category: string }>;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((p) => p.category === category)).toBe(true);
  });

  it('answers public GETs with a weak ETag and 304 when it still matches', async () => {
    for (const url of [
      '/api/products?limit=5',
      '/api/categories',
      '/api/stores',
      '/api/highlights',
      '/api/search?q=pao',
    ]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"outro"' } });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it('returns a store with its details and 404 for an unknown one', async () => {
    const stores = (await t.app.inject({ method: 'GET', url: '/api/stores' })).json() as Array<{
      id: number;
      name: string;
    }>;
    const store = stores[0];
    const res = await t.app.inject({ method: 'GET', url: `/api/stores/${store?.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(store?.name);
    const missing = await t.app.inject({ method: 'GET', url: '/api/stores/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('STORE_NOT_FOUND');
  });

  it('serves highlights that are all for sale, banners and the flash promotion count', async () => {
    const highlights = (await t.app.inject({ method: 'GET', url: '/api/highlights' })).json() as Array<{
      status: string;
      isHighlighted: boolean;
    }>;
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights.every((p) => p.isHighlighted && p.status === 'ACTIVE')).toBe(true);
    const banners = (await t.app.inject({ method: 'GET', url: '/api/banners' })).json();
    expect(banners.length).toBeGreaterThan(0);
    const flash = (await t.app.inject({ method: 'GET', url: '/api/promotions/flash/count' })).json();
    expect(flash.count).toBeGreaterThan(0);
  });

  it('answers unknown /api paths with JSON 404 and sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Rota GET /api/nao-existe não encontrada', code: 'NOT_FOUND' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/api/products/{id}');
  });
  it('sorts stores by distance from a point and says which open today (São Paulo weekday)', async () => {
    // Praça Benedito Calixto, Pinheiros.
    const res = await t.app.inject({ method: 'GET', url: '/api/stores?lat=-23.5567&lng=-46.6816' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{
      distanceMeters: number | null;
      isOpenToday: boolean;
      openingDays: number[];
    }>;
    const distances = list.map((s) => s.distanceMeters).filter((d): d is number => d !== null);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(100);
    const weekday = new TZDate(Date.now(), 'America/Sao_Paulo').getDay();
    expect(list.every((s) => s.isOpenToday === s.openingDays.includes(weekday))).toBe(true);
    const near = (
      await t.app.inject({ method: 'GET', url: '/api/stores?lat=-23.5567&lng=-46.6816&radius=1500' })
    ).json();
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(list.length);
    expect(near.every((s: { distanceMeters: number }) => s.distanceMeters <= 1500)).toBe(true);
    const half = await t.app.inject({ method: 'GET', url: '/api/stores?lat=-23.5' });
    expect(half.statusCode).toBe(400);
  });

  it('shows a store with its listed products and only the coupons usable now', async () => {
    const [store] = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.name, 'Queijos Serra da Canastra'));
    const res = await t.app.inject({ method: 'GET', url: `/api/stores/${store?.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p: { storeId: number }) => p.storeId === store?.id)).toBe(true);
    const now = Date.now();
    for (const c of body.coupons as Array<{
      isActive: boolean;
      startTime: string;
      endTime: string;
      usageCount: number;
      maxUsageCount: number | null;
    }>) {
      expect(c.isActive).toBe(true);
      expect(Date.parse(c.startTime)).toBeLessThanOrEqual(now);
      expect(Date.parse(c.endTime)).toBeGreaterThan(now);
      expect(c.maxUsageCount === null || c.usageCount < c.maxUsageCount).toBe(true);
    }
  });

  it('lists active promotions with product and store, and flash ones ending first', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/promotions' })).json();
    expect(all.length).toBeGreaterThan(0);
    expect(
      all.every((p: { product: { id: number } | null; storeName: string }) => p.product && p.storeName),
    ).toBe(true);
    const flash = (await t.app.inject({ method: 'GET', url: '/api/promotions/flash' })).json() as Array<{
      isFlash: boolean;
      endsAt: string;
    }>;
    expect(flash.every((p) => p.isFlash && Date.parse(p.endsAt) > Date.now())).toBe(true);
    const ends = flash.map((p) => p.endsAt);
    expect(ends).toEqual([...ends].sort());
    const count = (await t.app.inject({ method: 'GET', url: '/api/promotions/flash/count' })).json();
    expect(count.count).toBe(flash.length);
  });

  it('counts product and store views in analytics_daily on the São Paulo day, cached answers too', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1&sort=name:asc' })).json()
      .products[0];
    const countOf = async (kind: 'product_view' | 'store_view', productId: number) => {
      // Counts are written a moment after the answers (server/services/seller/analytics-buffer.ts).
      await analyticsBuffer(t.database).flush();
      const rows = await t.database.db
        .select()
        .from(analyticsDaily)
        .where(
          and(
            eq(analyticsDaily.storeId, product.storeId),
            eq(analyticsDaily.productId, productId),
            eq(analyticsDaily.kind, kind),
          ),
        );
      return rows.reduce((sum, r) => sum + r.count, 0);
    };
    const before = await countOf('product_view', product.id);
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(await countOf('product_view', product.id)).toBe(before + 2);
    const storeBefore = await countOf('store_view', 0);
    await t.app.inject({ method: 'GET', url: `/api/stores/${product.storeId}` });
    expect(await countOf('store_view', 0)).toBe(storeBefore + 1);
    const [row] = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.kind, 'store_view'));
    expect(row?.day).toBe(new TZDate(Date.now(), 'America/Sao_Paulo').toISOString().slice(0, 10));
  });
});
