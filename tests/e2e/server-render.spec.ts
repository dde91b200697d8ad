import type { Page } from '@playwright/test';
import { createFlashPromotion, demoSellerApi } from './fixtures/seller';
import { registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

/**
 * Server rendering: the public pages arrive with their first screen in the HTML, and React adopts that markup
 * (hydration) instead of replacing it. A mismatch between the server's markup and the browser's first render
 * makes React render the part again on the client (DOM mutations) and report a recoverable error (a console
 * error): the page announces hydration (`feira:hydrating` / `feira:hydrated`, src/app/boot.tsx) and a
 * MutationObserver counts what changed in between.
 */
const PAGES = [
  {
    path: '/',
    heading: 'A feira livre no seu celular',
    content: '#highlights-title ~ .product-shelf .product-card',
  },
  { path: '/products/1', heading: null, content: 'img.gallery__main' },
  { path: '/stores/1', heading: null, content: '.product-grid .product-card' },
  { path: '/promotions', heading: 'Promoções relâmpago', content: '.promo-card' },
] as const;

/** The pages that sell Feira are server-rendered too (no catalogue data). */
const SELLING_PAGES = [
  { path: '/landing', content: 'main h1' },
  { path: '/calculator', content: 'main form' },
] as const;

interface HydrationRecord {
  hydrated: boolean;
  mutations: string[];
}

async function recordHydration(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __hydration: { hydrated: boolean; mutations: string[] } };
    w.__hydration = { hydrated: false, mutations: [] };
    let observer: MutationObserver | null = null;
    addEventListener('feira:hydrating', () => {
      const root = document.getElementById('root');
      if (!root) return;
      observer = new MutationObserver(() => undefined);
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    addEventListener('feira:hydrated', () => {
      const records = observer?.takeRecords() ?? [];
      observer?.disconnect();
      w.__hydration.hydrated = true;
      w.__hydration.mutations = records.map((r) => {
        const target = r.target as Element;
        const where = target.nodeType === 1 ? target.outerHTML.slice(0, 90) : `#text "${target.textContent}"`;
        const nodes = (list: NodeList) =>
          [...list].map((n) =>
            n.nodeType === 1 ? (n as Element).outerHTML.slice(0, 60) : `"${n.textContent}"`,
          );
        const changed = r.type === 'childList' ? ` +${nodes(r.addedNodes)} -${nodes(r.removedNodes)}` : '';
        return `${r.type}${r.attributeName ? `[${r.attributeName}]` : ''} on ${where}${changed}`;
      });
    });
  });
}

/** The card the journey tapped during hydration: its link and the product name it shows. */
interface Tapped {
  href: string | null;
  name: string | null;
}

const hydration = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydration: HydrationRecord }).__hydration);

test('the public pages carry their first screen in the HTML, before any script runs', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading, content } of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#feira-first-data'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator(content).first(), path).toBeVisible();
  }
  // The page's LCP image is asked for from the head, with high priority.
  await page.goto('/products/1');
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveAttribute(
    'href',
    (await page.locator('img.gallery__main').getAttribute('src')) ?? '',
  );
  // A product that does not exist is a 404, not a page that loads forever.
  expect((await page.goto('/products/987654'))?.status()).toBe(404);
  await context.close();
});

test('each server-rendered page hydrates without a single change to its markup', async ({
  browser,
  baseURL,
  playwright,
}) => {
  // A flash promotion in its last hour: its countdown shows seconds, which tick between render and hydration.
  const demo = await demoSellerApi(playwright, baseURL, 'vendedor@feira.dev');
  const created = await createFlashPromotion(demo, 'Relâmpago da hidratação', 30 * 60_000);
  expect(created.ok(), await created.text()).toBe(true);
  await demo.seller.dispose();

  for (const { path, content } of [...PAGES, ...SELLING_PAGES]) {
    // A first visit: a new browser profile, so the load reaches the server (a controlled page gets the shell).
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await recordHydration(page);
    // The scripts arrive more than a second after the HTML, so the clock has moved on (countdowns) by the
    // time the page hydrates: the hydrating render must still be the server's.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await route.continue();
    });
    await page.goto(path);
    await expect.poll(async () => (await hydration(page)).hydrated, { message: path }).toBe(true);
    expect((await hydration(page)).mutations, path).toEqual([]);
    await expect(page.locator(content).first(), path).toBeVisible();
    expect(problems, path).toEqual([]);
    await context.close();
  }
});

test("a product whose seller wrote $' and </script> into it hydrates unchanged and shows them as written", async ({
  browser,
  baseURL,
  playwright,
}) => {
  // What String.replace reads as patterns, and what ends a script or a comment: text like any other (a
  // product's name takes letters, digits and a few signs; its description anything).
  const name = "Promo d'hoje & cia / 100% + 1";
  const description =
    "Leve 2 $' pague 1 $& $` </script><script>alert(1)</script> <!-- --> \u2028 até </body> acabar";
  const demo = await demoSellerApi(playwright, baseURL, 'vendedor@feira.dev');
  // With a photo like any product's: other journeys open whichever product a grid shows and expect one.
  const { images } = (await (await demo.seller.get(`/api/products/${demo.product.id}`)).json()) as {
    images: string[];
  };
  const created = await demo.seller.post('/api/products', {
    data: { storeId: demo.store.id, name, description, category: 'comida', price: 12.5, stock: 3, images },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: number } };
  await demo.seller.dispose();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await recordHydration(page);
  await page.goto(`/products/${product.id}`);
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
  expect((await hydration(page)).mutations).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.locator('.product-detail').textContent()).toContain(description);
  expect(problems).toEqual([]);
  await context.close();
});

test('a signed-in shopper gets the same server page, then their own header once it has hydrated', async ({
  browser,
  baseURL,
}) => {
  // No service worker, so the reload after signing in reaches the server as a first visit would.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, 'cliente@feira.dev');
  await recordHydration(page);
  await page.goto('/');
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
  // This device's session is known before the render, but hydration renders the server's (anonymous) view…
  expect((await hydration(page)).mutations).toEqual([]);
  // …and the header becomes the shopper's right after.
  await expect(page.getByRole('link', { name: /Lista de desejos/ })).toBeVisible();
  await context.close();
});

test('after hydration the page is the app: it reacts, and it keeps working offline', async ({
  page,
  context,
}) => {
  await recordHydration(page);
  await page.goto('/');
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
  await expectAccessible(page);
  // Client-side navigation from the hydrated page, to the product of the card (whichever the shelf shows
  // first: other journeys on this server add products, some without a photo).
  const card = page.locator('#highlights-title ~ .product-shelf .product-card__link').first();
  const name = (await card.locator('.product-card__name').textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.locator('#highlights-title ~ .product-shelf .product-card').first()).toBeVisible();
  await expect(page.locator('#products-title ~ .product-grid .product-card').first()).toBeVisible();
  await context.setOffline(false);
});

test('a tap on a card while the page hydrates opens it in the app, not as a new page load', async ({
  page,
}) => {
  // As soon as hydration starts, a tap on the grid's last card, far below the first screen: React hydrates
  // that card first and replays the tap on it. Armed on the first document only. Which product that card
  // shows depends on what other journeys on this server added (the home lists the newest): it may have no
  // photo, so the page is recognised by the card's name.
  await page.addInitScript(() => {
    if (location.pathname !== '/') return;
    addEventListener(
      'feira:hydrating',
      () => {
        setTimeout(() => {
          const cards = document.querySelectorAll<HTMLAnchorElement>(
            '#products-title ~ .product-grid .product-card__link',
          );
          const last = cards[cards.length - 1];
          if (!last) return;
          (window as unknown as { __tapped: Tapped }).__tapped = {
            href: last.getAttribute('href'),
            name: last.querySelector('.product-card__name')?.textContent ?? null,
          };
          last.click();
        }, 0);
      },
      { once: true },
    );
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  // The same document (a page load would have lost the mark), at the card that was tapped.
  const tapped = await page.evaluate(() => (window as unknown as { __tapped?: Tapped }).__tapped);
  expect(tapped?.href).toMatch(/^\/products\/\d+$/);
  expect(tapped?.name).toBeTruthy();
  expect(new URL(page.url()).pathname).toBe(tapped?.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tapped?.name ?? '');
});

test('a signed-in shopper who taps Seguir loja as soon as the page has hydrated follows the store', async ({
  browser,
  baseURL,
  request,
}) => {
  // No service worker: the page's own requests are the network's, so the one below can be held back.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, await registerShopper(request, 'toque'));
  // The data layer (session, sync engine) starts after hydration, in a chunk of its own: held back here, so
  // the tap lands in the moment between hydration and that start, whatever the machine's speed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/stores/1');
  await page.getByRole('button', { name: 'Seguir loja' }).click();
  // The tap is the shopper's (this device's session), not an anonymous one sent to the login screen.
  await expect(page.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  await expect(page).toHaveURL(/\/stores\/1$/);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await expect
    .poll(async () =>
      (await serverJson<Array<{ storeId: number }>>(page, '/api/favorite-stores')).map((f) => f.storeId),
    )
    .toEqual([1]);
  await context.close();
});

test('the test-mode banner: in the server page with no request of its own; on the app shell, asked once', async ({
  page,
}) => {
  const banner = page
    .getByRole('note')
    .filter({ hasText: 'Modo de teste: nenhum pagamento real é processado.' });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stripe/config') asked.push(request.url());
  });
  await recordHydration(page);
  await page.goto('/stores/1');
  await expect(banner).toBeVisible();
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
  await waitForServiceWorkerControl(page);
  expect(asked).toEqual([]);

  // A repeat visit opens the service worker's app shell, which has no first data: the page asks.
  await page.goto('/promotions');
  expect(await page.locator('#feira-first-data').count()).toBe(0);
  await expect(banner).toBeVisible();
  expect(asked).toHaveLength(1);
});
