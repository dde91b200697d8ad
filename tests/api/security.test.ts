/**
 * What a seller or an admin writes ends up in pages every visitor gets. Text that `String.replace` reads as a
 * pattern (`$'`, `$&`, `` $` ``), that ends a script or a comment (`</script>`, `<!--`, `-->`) or a line of
 * JavaScript (U+2028) is shown as written and changes nothing else of the page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, coupons, products, promotions, stores } from '../../server/db/schema';
import type { BannerWire, CategoryWire, ProductWire, StoreWire } from '../../src/domain/api/catalogue';
import { couponDisplayStatus } from '../../src/domain/coupon-display';
import { FIRST_DATA_ELEMENT_ID, RENDERED_AT_KEY } from '../../src/domain/first-data';
import {
  firstDataAnswer,
  HOME_PATHS,
  productPath,
  storeCouponsPath,
  storePath,
  storeProductsPath,
} from '../../src/domain/first-screen';
import { compareNames } from '../../src/domain/format';
import { isPubliclyVisible } from '../../src/domain/product/status';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** Appended to every text a page shows. */
const TRICKY = " Promo $' do dia $& $` $$ </script><script>alert(1)</script> <!-- --> \u2028 \u2029 </body>";

describe(`rendered pages (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'ssr', 'entry-server.js')))
      throw new Error(
        'dist/ssr/entry-server.js não encontrado: rode `npm run build` antes das suítes de API',
      );
    t = await createTestApp({ env: { STATIC_DIR: DIST } });
    const { db } = t.database;
    const tricky = (column: unknown) => sql`${column} || ${TRICKY}`;
    await db.update(categories).set({ label: tricky(categories.label) });
    await db.update(stores).set({
      name: tricky(stores.name),
      description: tricky(sql`coalesce(${stores.description}, '')`),
      address: tricky(stores.address),
      neighborhood: tricky(sql`coalesce(${stores.neighborhood}, '')`),
    });
    await db.update(products).set({
      name: tricky(products.name),
      description: tricky(sql`coalesce(${products.description}, '')`),
    });
    await db.update(promotions).set({
      title: tricky(promotions.title),
      description: tricky(sql`coalesce(${promotions.description}, '')`),
    });
    await db.update(coupons).set({ description: tricky(coupons.description) });
    await db.update(banners).set({
      title: tricky(banners.title),
      subtitle: tricky(sql`coalesce(${banners.subtitle}, '')`),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  /** The page's first data, parsed back from its element. */
  const firstData = (html: string) => {
    const pattern = new RegExp(
      `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`,
    );
    const json = pattern.exec(html)?.[1];
    expect(json).toBeDefined();
    return JSON.parse(json ?? '') as Record<string, unknown>;
  };

  /** The markup of #root as a reader sees its text: React's entities decoded. */
  const shownText = (html: string) => {
    const root = html.slice(
      html.indexOf('<div id="root">'),
      html.indexOf(`<script id="${FIRST_DATA_ELEMENT_ID}"`),
    );
    return root
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
  };

  /** Loads `url` and checks what every page must be; returns its first data. */
  async function checkPage(url: string, shown: (data: Record<string, unknown>) => (string | null)[]) {
    const html = await get(url);
    expect(html.split('</body>'), url).toHaveLength(2);
    expect(html.split('</html>'), url).toHaveLength(2);
    expect(html.split(`id="${FIRST_DATA_ELEMENT_ID}"`), url).toHaveLength(2);
    expect(html, url).not.toContain('<!--app-');
    expect(html, url).not.toContain('<script>alert(1)');
    const data = firstData(html);
    // The same values the API answers (as the page carries them: the home's lists as cards).
    for (const [key, value] of Object.entries(data)) {
      if (key === RENDERED_AT_KEY) continue;
      const answer = await t.app.inject({ method: 'GET', url: key });
      expect(value, `${url}: ${key}`).toEqual(firstDataAnswer(key, answer.json()));
    }
    const texts = shown(data).filter((text): text is string => Boolean(text));
    expect(texts.length, url).toBeGreaterThan(0);
    const text = shownText(html);
    for (const expected of texts) {
      expect(expected, url).toContain(TRICKY);
      expect(text.includes(expected), `${url} shows ${JSON.stringify(expected)}`).toBe(true);
    }
    return data;
  }

  it('the home page: banners, highlights, categories and products verbatim', async () => {
    await checkPage('/', (data) => {
      const banners = data[HOME_PATHS.banners] as BannerWire[];
      const highlights = data[HOME_PATHS.highlights] as ProductWire[];
      const categories = data[HOME_PATHS.categories] as CategoryWire[];
      const page = data[HOME_PATHS.products] as { products: ProductWire[] };
      return [
        ...banners.flatMap((b) => [b.title, b.subtitle]),
        ...highlights.slice(0, 8).flatMap((p) => [p.name, p.storeName]),
        ...categories.map((c) => c.label),
        // The grid: highlighted first, then by name, 48 (src/app/features/shopper/data/home.ts).
        ...[...new Map([...highlights, ...page.products].map((p) => [p.id, p])).values()]
          .filter((p) => isPubliclyVisible(p.status))
          .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || compareNames(a.name, b.name))
          .slice(0, 48)
          .flatMap((p) => [p.name, p.storeName]),
      ];
    });
  });

  it("a product's page: its name, description and store verbatim", async () => {
    await checkPage('/products/1', (data) => {
      const product = data[productPath(1)] as ProductWire;
      return [product.name, product.description, product.storeName];
    });
  });

  it("a store's page: its name, description, address, products and coupons verbatim", async () => {
    await checkPage('/stores/1', (data) => {
      const store = data[storePath(1)] as StoreWire;
      const { products } = data[storeProductsPath(1)] as { products: ProductWire[] };
      const coupons = data[storeCouponsPath(1)] as Array<{
        description: string;
        isActive: boolean;
        endTime: string;
      }>;
      const now = new Date(data[RENDERED_AT_KEY] as number);
      return [
        store.name,
        store.description,
        store.address,
        ...products.map((p) => p.name),
        ...coupons.filter((c) => couponDisplayStatus(c, now) !== 'inactive').map((c) => c.description),
      ];
    });
  });

  it('the promotions page: each running promotion and its product verbatim', async () => {
    await checkPage('/promotions', (data) => {
      const answer = data[HOME_PATHS.promotions] as
        | Array<{ title: string; endsAt: string; productId: number }>
        | { promotions: Array<{ title: string; endsAt: string; productId: number }> };
      const list = Array.isArray(answer) ? answer : answer.promotions;
      const renderedAt = new Date(data[RENDERED_AT_KEY] as number).toISOString();
      return list.filter((p) => p.endsAt > renderedAt).map((p) => p.title);
    });
  });
});
