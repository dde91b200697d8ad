import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily } from '../../server/db/schema';
import { analyticsBuffer } from '../../server/services/seller/analytics-buffer';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`search API (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, q).toBe(200);
    return res.json() as {
      products: Array<{ name: string; id: number }>;
      stores: Array<{ name: string }>;
      message: string;
    };
  };

  it('ignores accents and case: pao, pão and PÃO rank "Pão de queijo mineiro" first', async () => {
    for (const q of ['pao', 'pão', 'PÃO', 'Pao de queijo']) {
      const body = await search(q);
      expect(body.products[0]?.name, q).toBe('Pão de queijo mineiro');
    }
  });

  it('matches prefixes while typing ("quei") without stem noise, best match first', async () => {
    const body = await search('quei');
    const names = body.products.map((p) => p.name);
    expect(names[0]).toBe('Pão de queijo mineiro');
    expect(names).toEqual(expect.arrayContaining(['Queijo minas frescal (500 g)', 'Pastel de queijo']));
    // The Portuguese stem of a half-typed word ("quei" → "que") must not pull in quebra-cabeças.
    expect(names.some((n) => n.startsWith('Quebra-cabeça'))).toBe(false);
    const plural = (await search('queijos')).products.map((p) => p.name);
    expect(plural).toContain('Queijo minas frescal (500 g)');
    expect(body.stores.map((s) => s.name)).toContain('Queijos Serra da Canastra');
    expect(body.message).toBe(`${body.products.length + body.stores.length} resultados encontrados`);
  });

  it('is safe with tsquery syntax and SQL in the term', async () => {
    for (const q of ["queijo' OR 1=1 --", 'pão & | ! :* ()', '%_\\']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
    const blank = await t.app.inject({ method: 'GET', url: '/api/search?q=%20%20' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('VALIDATION_ERROR');
    expect(blank.json().details[0].message).toBe('Digite um termo para buscar');
  });

  it('records a search appearance for every product returned', async () => {
    const body = await search('canastra');
    expect(body.products.length).toBeGreaterThan(0);
    const first = body.products[0] as { id: number };
    await analyticsBuffer(t.database).flush();
    const rows = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.productId, first.id));
    expect(rows.find((r) => r.kind === 'search_appearance')?.count).toBeGreaterThanOrEqual(1);
    // The same search again is a cached answer: its appearances count all the same.
    await search('canastra');
    await analyticsBuffer(t.database).flush();
    const again = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.productId, first.id));
    expect(again.find((r) => r.kind === 'search_appearance')?.count).toBe(
      (rows.find((r) => r.kind === 'search_appearance')?.count ?? 0) + 1,
    );
  });

  it('tracks normalized terms and lists the popular ones', async () => {
    for (const term of ['  Pão de Queijo ', 'pao de queijo', 'PÃO DE QUEIJO', 'mandioca']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/search/track', payload: { term } });
      expect(res.statusCode, term).toBe(204);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/search/track', payload: { term: '   ' } });
    expect(empty.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/search/track',
      payload: { term: 'a'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    const popular = (await t.app.inject({ method: 'GET', url: '/api/search/popular' })).json();
    expect(popular[0]).toEqual({ term: 'PÃO DE QUEIJO', count: 3 });
    expect(popular[1]).toEqual({ term: 'mandioca', count: 1 });
  });
});
