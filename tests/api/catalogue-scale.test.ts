/**
 * The catalogue's answers when a list has more matches than its exact count covers and more than search ranks
 * in full: totals that never contradict the page, pages that follow each other in every sort, counts the
 * products' triggers keep, and search that still puts the closest names first.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../server/db/schema';
import { EXACT_COUNT_CAP } from '../../server/services/catalogue/page-count';
import { publiclyListedSql } from '../../server/services/catalogue/product-rows';
import { PUBLIC_PRODUCT_STATUSES } from '../../src/domain/product/status';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const EXTRA = EXACT_COUNT_CAP + 200;

describe(`catalogue at scale (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let storeId: number;
  let nonce = 0;
  /** A new query string each time: these tests change rows behind the shared answers' back. */
  const get = async (url: string) => {
    nonce += 1;
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}n=${nonce}`,
    });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  type Page = {
    products: Array<{ id: number; name: string }>;
    pagination: { totalCount: number; totalPages: number; hasNextPage: boolean; currentPage: number };
  };
  const listed = async () => {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(publiclyListedSql(), eq(products.storeId, storeId)));
    return row?.value ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [store] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.isActive, true));
    if (!store) throw new Error('no store');
    storeId = store.id;
    await t.database.db.execute(sql`
      insert into products (store_id, name, category, price, discounted_price, stock, status, created_at)
      select ${storeId}, 'Produto de escala ' || n, 'comida', (n % 97) + 0.9,
             case when n % 11 = 0 then (n % 97) + 0.5 end, case when n % 5 = 0 then null else n % 30 end,
             case when n % 30 = 0 then 'OUT_OF_STOCK' else 'ACTIVE' end, now() - n * interval '1 minute'
      from generate_series(1, ${EXTRA}) n`);
    await t.database.db.execute(sql`update products set stock = 0 where status = 'OUT_OF_STOCK'`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('beyond the exact count, the total is estimated but never contradicts the page; the last page is exact', async () => {
    const total = await listed();
    expect(total).toBeGreaterThan(EXACT_COUNT_CAP);
    const first = (await get(`/api/products?storeId=${storeId}&limit=100`)) as Page;
    expect(first.products).toHaveLength(100);
    expect(first.pagination.hasNextPage).toBe(true);
    expect(first.pagination.totalCount).toBeGreaterThanOrEqual(EXACT_COUNT_CAP);
    const lastPage = Math.ceil(total / 100);
    const last = (await get(`/api/products?storeId=${storeId}&limit=100&page=${lastPage}`)) as Page;
    expect(last.products).toHaveLength(total - (lastPage - 1) * 100);
    expect(last.pagination).toMatchObject({ totalCount: total, totalPages: lastPage, hasNextPage: false });
    const past = (await get(`/api/products?storeId=${storeId}&limit=100&page=${lastPage + 3}`)) as Page;
    expect(past.products).toEqual([]);
    expect(past.pagination.hasNextPage).toBe(false);
    expect(past.pagination.totalCount).toBeLessThanOrEqual((lastPage + 2) * 100);
  });

  it('pages follow each other in every sort and direction, with and without a search term', async () => {
    for (const sort of ['price', 'name', 'stock', 'createdAt', 'updatedAt']) {
      for (const direction of ['asc', 'desc']) {
        for (const term of ['', '&searchTerm=escala']) {
          const base = `/api/products?storeId=${storeId}&sort=${sort}:${direction}${term}`;
          const whole = ((await get(`${base}&limit=90`)) as Page).products.map((p) => p.id);
          const pages = [];
          for (const page of [1, 2, 3]) {
            pages.push(...((await get(`${base}&limit=30&page=${page}`)) as Page).products.map((p) => p.id));
          }
          expect(pages, base).toEqual(whole);
          expect(new Set(pages).size, base).toBe(90);
        }
        if (sort !== 'price') continue;
        // A common word (more matches than the exact count): its page still in the sort's order.
        const priced = (await get(
          `/api/products?storeId=${storeId}&sort=price:${direction}&searchTerm=escala&limit=90`,
        )) as {
          products: Array<{ effectivePrice: number }>;
        };
        const prices = priced.products.map((p) => p.effectivePrice);
        expect(prices).toEqual([...prices].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      }
    }
  });

  it("the counting triggers list exactly the domain's public statuses", async () => {
    const result = await t.database.db.execute(
      sql`select proname, prosrc from pg_proc where proname like 'feira_listed_counts_%'`,
    );
    const functions = (result as unknown as { rows: Array<{ proname: string; prosrc: string }> }).rows;
    expect(functions.length).toBe(3);
    const listed = `IN (${PUBLIC_PRODUCT_STATUSES.map((status) => `'${status}'`).join(', ')})`;
    for (const { proname, prosrc } of functions) {
      const lists = prosrc.match(/IN \([^)]*\)/g) ?? [];
      expect(lists.length, proname).toBeGreaterThan(0);
      expect(new Set(lists), proname).toEqual(new Set([listed]));
    }
  });

  it('the category and store counts follow every write, whoever makes it', async () => {
    const exact = async () => {
      const rows = await t.database.db
        .select({ category: products.category, value: count() })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(publiclyListedSql())
        .groupBy(products.category);
      return Object.fromEntries(rows.map((r) => [r.category, r.value]));
    };
    const served = async () => {
      const categories = (await get('/api/categories')) as Array<{ slug: string; productCount: number }>;
      return Object.fromEntries(
        categories.filter((c) => c.productCount > 0).map((c) => [c.slug, c.productCount]),
      );
    };
    const storeCount = async () =>
      ((await get('/api/stores')) as Array<{ id: number; productCount: number }>).find(
        (s) => s.id === storeId,
      )?.productCount;
    expect(await served()).toEqual(await exact());
    expect(await storeCount()).toBe(await listed());
    const { db } = t.database;
    await db.execute(sql`update products set status = 'DRAFT' where name like 'Produto de escala 1%'`);
    await db.execute(sql`update products set category = 'bebida' where name like 'Produto de escala 2%'`);
    await db.execute(sql`update products set status = 'ACTIVE' where name like 'Produto de escala 10%'`);
    await db.execute(sql`delete from products where name like 'Produto de escala 3%'`);
    expect(await served()).toEqual(await exact());
    expect(await storeCount()).toBe(await listed());
    // A suspended store's products leave every count; they come back with it.
    await db.update(stores).set({ isActive: false }).where(eq(stores.id, storeId));
    expect(await served()).toEqual(await exact());
    await db.update(stores).set({ isActive: true }).where(eq(stores.id, storeId));
    expect(await served()).toEqual(await exact());
    await db.update(stores).set({ suspendedAt: new Date() }).where(eq(stores.id, storeId));
    expect(await served()).toEqual(await exact());
    await db.update(stores).set({ suspendedAt: null }).where(eq(stores.id, storeId));
    // A second stall of the same seller, loaded in bulk and then deleted with its products.
    const [other] = await db
      .execute<{ id: number }>(sql`
      insert into stores (owner_id, name, category, address)
      select owner_id, 'Banca de escala', category, address from stores where id = ${storeId} returning id`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    if (!other) throw new Error('no second store');
    await db.execute(sql`
      insert into products (store_id, name, category, price, status)
      select ${other.id}, 'Outro produto ' || n, case when n % 2 = 0 then 'comida' else 'casa' end, 10, 'ACTIVE'
      from generate_series(1, 40) n`);
    expect(await served()).toEqual(await exact());
    await db.delete(stores).where(eq(stores.id, other.id));
    expect(await served()).toEqual(await exact());
  });

  it('a word with more matches than search ranks in full still finds the closest names first', async () => {
    const body = (await get('/api/search?q=escala&limit=10')) as { products: Array<{ name: string }> };
    expect(body.products).toHaveLength(10);
    // Every match ranks alike on the text; the shortest names are the closest to the word.
    expect(body.products.slice(0, 5).every((p) => /^Produto de escala \d$/.test(p.name))).toBe(true);
  });
});
