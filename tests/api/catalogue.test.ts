import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      ['acessorio', 'beleza', 'bebida', 'casa', 'comida', 'decoracao', 'eletronico', 'esporte', 'jardim', 'jogo', 'livro', 'outros', 'roupa'].sort(),
    );
    expect(categories.find((c) => c.slug === 'acessorio')?.label).toBe('Acessórios');
    expect(categories.every((c) => c.productCount > 0)).toBe(true);
  });

  it('pages products with the pagination object of spec 001', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=20' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.products).toHaveLength(20);
    expect(body.pagination).toMatchObject({ currentPage: 1, limit: 20, hasPreviousPage: false, hasNextPage: true });
    expect(body.pagination.totalCount).toBeGreaterThanOrEqual(140);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.totalCount / 20));
    expect(body.message).toBe(`${body.pagination.totalCount} produtos encontrados`);

    const second = await t.app.inject({ method: 'GET', url: '/api/products?page=2&limit=20' });
    const ids = new Set(body.products.map((p: { id: number }) => p.id));
    expect(second.json().products.some((p: { id: number }) => ids.has(p.id))).toBe(false);
  });

  it('filters products by category and by store, never showing private statuses', async () => {
    const byCategory = (await t.app.inject({ method: 'GET', url: '/api/products?category=bebida&limit=100' })).json();
    expect(byCategory.products.length).toBeGreaterThan(0);
    expect(byCategory.products.every((p: { category: string }) => p.category === 'bebida')).toBe(true);

    const stores = (await t.app.inject({ method: 'GET', url: '/api/stores' })).json() as Array<{ id: number }>;
    expect(stores.length).toBeGreaterThanOrEqual(12);
    const storeId = stores[0]?.id;
    const byStore = (await t.app.inject({ method: 'GET', url: `/api/stores/${storeId}/products?limit=100` })).json();
    expect(byStore.products.every((p: { storeId: number }) => p.storeId === storeId)).toBe(true);

    const all = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100&page=1' })).json();
    expect(all.products.every((p: { status: string }) => ['ACTIVE', 'OUT_OF_STOCK'].includes(p.status))).toBe(true);
  });

  it('answers an unknown product with a Portuguese JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Produto não encontrado', code: 'PRODUCT_NOT_FOUND' });
  });

  it('rejects a malformed id and a bad page with VALIDATION_ERROR in Portuguese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Dados de entrada inválidos', code: 'VALIDATION_ERROR' });
    const page = await t.app.inject({ method: 'GET', url: '/api/products?page=0' });
    expect(page.statusCode).toBe(400);
    expect(page.json().code).toBe('VALIDATION_ERROR');
  });

  it('returns a store with its details and 404 for an unknown one', async () => {
    const stores = (await t.app.inject({ method: 'GET', url: '/api/stores' })).json() as Array<{ id: number; name: string }>;
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
});
