import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/**
 * "Loading without layout shift": the first visit shows skeletons of the final size, so nothing on
 * screen moves when the first sync answers. The API is held back for a moment so the skeletons are surely
 * painted first; the browser's own layout-shift entries (the CLS of Web Vitals) must add up to ~0.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: Node }>;
      }>) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          nodes: entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Every API answer waits a little: the page paints its skeletons before any data arrives.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/**
 * The requests `match` picks are answered 1.5 s late (after any other handler's own delay): the pulls made
 * meanwhile land first. Returns how many of them have been let through so far.
 */
async function answerLate(page: Page, match: (url: URL) => boolean): Promise<() => number> {
  let answered = 0;
  await page.route(match, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    answered += 1;
    await route.fallback();
  });
  return () => answered;
}

/** The page's layout shifts so far and their sum (the CLS of one session window, here the whole load). */
async function layoutShifts(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), detail: JSON.stringify(shifts, null, 1) };
}

test('the server-rendered home page keeps its layout through hydration and the first sync', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/');
  // The shelves arrive filled in the HTML (server rendering): no skeleton to replace.
  await expect(page.locator('#highlights-title ~ .product-shelf .product-card__link').first()).toBeVisible();
  await expect(page.locator('.product-card--skeleton')).toHaveCount(0);
  await expectHomeFilled(page);
  await page.waitForLoadState('networkidle');
  const { total, detail } = await layoutShifts(page);
  expect(total, detail).toBeLessThan(0.01);
});

test('the app shell (what the service worker answers) keeps its layout while the first sync fills it', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  // The shell without server rendering, as the service worker serves it on later visits.
  const shell = path.join(process.env.E2E_STATIC_DIR ?? 'dist', 'index.html');
  await page.route(
    (url) => url.pathname === '/',
    (route) => route.fulfill({ path: shell }),
  );
  await page.goto('/');
  await expect(page.locator('.product-shelf .product-card--skeleton').first()).toBeVisible();
  await expectHomeFilled(page);
  const { total, detail } = await layoutShifts(page);
  expect(total, detail).toBeLessThan(0.01);
});

test("the app shell's long grid: every card there, the last one a card like any other", async ({ page }) => {
  const shell = path.join(process.env.E2E_STATIC_DIR ?? 'dist', 'index.html');
  await page.route(
    (url) => url.pathname === '/',
    (route) => route.fulfill({ path: shell }),
  );
  await page.goto('/');
  const cards = page.locator('#products-title ~ .product-grid .product-card');
  await expect.poll(() => cards.count()).toBeGreaterThan(16);
  await cards.last().locator('.product-card__link').click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
});

async function expectHomeFilled(page: Page) {
  await expect(page.locator('#highlights-title ~ .product-shelf .product-card__link').first()).toBeVisible();
  await expect(page.locator('.chips--shelf .chip').first()).toBeVisible();
  await expect(page.locator('.promo-shelf .promo-card h3').first()).toBeVisible();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('#products-title ~ .product-grid .product-card').first()).toBeVisible();
}

test('a product page keeps the footer out of view while it loads', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/products/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.gallery__main')).toBeVisible();
  const { total, detail } = await layoutShifts(page);
  expect(total, detail).toBeLessThan(0.01);
});

/**
 * Loads `path` (server-rendered) with the pulls `late` picks answered late: the `items` it was rendered with
 * (more than `moreThan`) are all still there once those pulls have answered, and nothing on it shifted.
 */
async function expectSteadyWhileLate(
  page: Page,
  path: string,
  late: (url: URL) => boolean,
  items: string,
  moreThan: number,
) {
  await recordLayoutShifts(page);
  const latePulls = await answerLate(page, late);
  await page.goto(path);
  const rendered = await page.locator(items).count();
  expect(rendered).toBeGreaterThan(moreThan);
  await expect.poll(latePulls, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(items)).toHaveCount(rendered);
  const { total, detail } = await layoutShifts(page);
  expect(total, detail).toBeLessThan(0.01);
}

test('a server-rendered store page keeps its product list while other pulls bring some of its products first', async ({
  page,
}) => {
  const [store] = await (await page.request.get('/api/stores')).json();
  // The store's own product list answers last: the home's pulls (highlights, the first product page) have
  // written some of this store's products by then, and those alone are not the store's list.
  await expectSteadyWhileLate(
    page,
    `/stores/${store.id}`,
    (url) => url.pathname === '/api/products' && url.searchParams.has('storeId'),
    '#store-products-title ~ .product-grid .product-card',
    1,
  );
});

test('a server-rendered promotions page keeps its cards whole while the promotions answer before the catalogue', async ({
  page,
}) => {
  // The promotions' own pull answers first; the products they are about come with the catalogue's pulls.
  await expectSteadyWhileLate(
    page,
    '/promotions',
    (url) => url.pathname === '/api/products' || url.pathname === '/api/highlights',
    '.promo-list .promo-card img',
    0,
  );
});

test('the home grid keeps the cards the server rendered while the highlights answer before the product page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __removed: string[] };
    w.__removed = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.removedNodes)
          if ((r.target as Element).matches?.('#products-title ~ .product-grid'))
            w.__removed.push((node as Element).querySelector?.('a')?.getAttribute('href') ?? '?');
    }).observe(document, { subtree: true, childList: true });
  });
  const productPulls = await answerLate(page, (url) => url.pathname === '/api/products');
  await page.goto('/');
  const cards = page.locator('#products-title ~ .product-grid .product-card');
  const rendered = await cards.count();
  expect(rendered).toBeGreaterThan(8);
  await expect.poll(productPulls, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(cards).toHaveCount(rendered);
  expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
});
