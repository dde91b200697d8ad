import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { apiBearer } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

/**
 * Responsive images on a 360 px phone with a device pixel ratio of 1: the browser picks the
 * WebP copy the `sizes` of each screen call for, from the demo data and from a photo uploaded here.
 */

/**
 * The file the browser chose from the srcset, once loaded, and that file's own width (the element's
 * naturalWidth is scaled by the srcset descriptor, so a fresh Image measures the file).
 */
async function loaded(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate(async (el: HTMLImageElement) => {
    const file = new Image();
    file.src = el.currentSrc;
    await file.decode();
    return { src: new URL(el.currentSrc).pathname, width: file.naturalWidth };
  });
}

test('images: cards, the product photo and the banner load the WebP copy sized for a 360 px phone', async ({
  page,
}) => {
  await page.goto('/products');
  // A demo product's card: journeys that ran before on this server add newer products, some with no photo.
  const demoCard = page
    .locator('.product-grid .product-card')
    .filter({ has: page.locator('img[src*="/demo/products/"]') })
    .first();
  const card = demoCard.locator('img');
  // A grid card is ~148 CSS px wide at 360 px: the 240 px copy is enough (device pixel ratio 1).
  expect(await loaded(card)).toEqual({
    src: expect.stringMatching(/\/demo\/products\/[a-z]+-\d-240w\.webp$/),
    width: 240,
  });
  expect(await card.getAttribute('sizes')).toContain('calc(50vw - 2rem)');

  await demoCard.locator('a').first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  // The product photo fills the 336 px column: the 480 px copy.
  expect(await loaded(page.locator('.gallery__main'))).toEqual({
    src: expect.stringMatching(/-480w\.webp$/),
    width: 480,
  });

  // Once the service worker controls the page, the copy it chose is kept for offline use like any photo.
  await waitForServiceWorkerControl(page);
  await page.goto('/');
  // The banner is 84% of the screen, ~302 CSS px: the 320 px copy.
  const banner = await loaded(page.locator('.banner-strip img').first());
  expect(banner).toEqual({ src: expect.stringMatching(/\/demo\/banners\/\d-320w\.webp$/), width: 320 });
  await expect
    .poll(() =>
      page.evaluate(async (url) => (await caches.match(url))?.headers.get('content-type'), banner.src),
    )
    .toBe('image/webp');
});

test('an uploaded photo: the product page loads the WebP copy the server wrote', async ({
  page,
  request,
}) => {
  const auth = await apiBearer(request, 'vendedor@feira.dev');
  const photo = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#40916c',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post('/api/uploads', {
    headers: auth,
    multipart: { file: { name: 'banca.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const [store] = (await (await request.get('/api/seller/stores', { headers: auth })).json()) as Array<{
    id: number;
  }>;
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      storeId: store?.id,
      name: `Foto enviada ${Date.now()}`,
      category: 'comida',
      price: 12.5,
      stock: 3,
      images: [url],
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: number } };

  await page.goto(`/products/${product.id}`);
  const chosen = await loaded(page.locator('.gallery__main'));
  expect(chosen).toEqual({ src: url.replace(/\.jpg$/, '-480w.webp'), width: 480 });
});

test("a phone's first visit fetches the home page's banner once: the preload's copy is the one the photo uses", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
  });
  const page = await context.newPage();
  const banners: string[] = [];
  page.on('request', (request) => {
    if (/\/demo\/banners\/1[-.]/.test(request.url())) banners.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const first = page.locator('.banner-strip img').first();
  const chosen = await loaded(first);
  await page.waitForLoadState('networkidle');
  // Before the preload moved after the viewport meta, it chose from a 980 px page (the 960 px copy) and the
  // photo then asked for its own.
  expect(banners).toEqual([chosen.src]);
  await context.close();
});

test('the server-rendered LCP preload asks for the same WebP copy as the photo', async ({
  browser,
  baseURL,
}) => {
  // Without scripts, what the browser sees is the server's HTML alone.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, image] of [
    ['/products/1', 'img.gallery__main'],
    ['/', '.banner-strip img'],
  ] as const) {
    await page.goto(path);
    const img = page.locator(image).first();
    const srcset = await img.getAttribute('srcset');
    expect(srcset, path).toMatch(
      /-240w\.webp 240w, .+-320w\.webp 320w, .+-480w\.webp 480w, .+-640w\.webp 640w, .+-960w\.webp 960w$/,
    );
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload, path).toHaveAttribute('imagesrcset', srcset ?? '');
    await expect(preload, path).toHaveAttribute('imagesizes', (await img.getAttribute('sizes')) ?? '');
  }
  await context.close();
});
