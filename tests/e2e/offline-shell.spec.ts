import { registerSeller, seedStore } from './fixtures/seller';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

test('after one online visit the home page and a seen product open offline; an unseen one says so', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const cards = page.locator('.product-grid .product-card h3');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Destaques da feira' })).toBeVisible();
  await expect(page.getByText(/R\$\s?\d+,\d{2}/).first()).toBeVisible();
  await expectAccessible(page);

  await waitForServiceWorkerControl(page);
  // Text content, not innerText: cards out of sight are not rendered (content-visibility) and have no innerText.
  const namesOnline = await page.locator('#products-title ~ .product-grid h3').allTextContents();
  expect(namesOnline.length).toBeGreaterThan(10);

  // Visit one product while online so it is kept for offline use.
  const firstProduct = page.locator('#products-title ~ .product-grid a').first();
  const seenName = ((await firstProduct.locator('h3').textContent()) ?? '').trim();
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1, name: seenName })).toBeVisible();
  const seenUrl = page.url();
  await expectAccessible(page);

  // An id that exists on the server but was never opened on this device.
  const ids = await page.evaluate(async () => {
    const res = await fetch('/api/products?limit=100&page=2');
    return ((await res.json()) as { products: Array<{ id: number }> }).products.map((p) => p.id);
  });
  const unseenId = ids[ids.length - 1];

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByText('Você está sem conexão', { exact: false }).first()).toBeVisible();
  await expect(page.locator('#products-title ~ .product-grid h3').first()).toBeVisible();
  // The app shell shows the grid's later cards a few tasks after its first ones (src/app/ssr/hydration.tsx).
  await expect(page.locator('#products-title ~ .product-grid h3')).toHaveCount(namesOnline.length);
  const namesOffline = await page.locator('#products-title ~ .product-grid h3').allTextContents();
  expect(namesOffline).toEqual(namesOnline);

  await page.goto(seenUrl);
  await expect(page.getByRole('heading', { level: 1, name: seenName })).toBeVisible();

  await page.goto(`/products/${unseenId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible();
  await expect(page.getByText('ainda não foi aberto neste aparelho')).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
});

test('offline, a store whose list never reached the device says so instead of "no products for sale"', async ({
  page,
  context,
  request,
}) => {
  const { auth } = await registerSeller(request, 'loja-nao-aberta');
  const { storeId } = await seedStore(request, auth);
  // The stores list brings the store to this device, not its products.
  await page.goto('/stores');
  await waitForServiceWorkerControl(page);
  const card = page.locator(`a[href="/stores/${storeId}"]`).first();
  await expect(card).toBeVisible();

  await context.setOffline(true);
  await card.click();
  const shelf = page.getByRole('region', { name: 'Produtos' });
  await expect(
    shelf.getByText('Os produtos desta loja ainda não foram abertos neste aparelho.'),
  ).toBeVisible();
  await expect(shelf.getByText('Esta loja ainda não tem produtos à venda.')).toHaveCount(0);
  await expectAccessible(page);

  // Online, the store's own list answers (empty): now the shelf can say there is nothing for sale.
  await context.setOffline(false);
  await page.reload();
  await expect(shelf.getByText('Esta loja ainda não tem produtos à venda.')).toBeVisible();
});

test('an unknown path shows the Portuguese not-found page', async ({ page }) => {
  await page.goto('/isto-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expectAccessible(page);
});

test('the manifest is installable in Portuguese with icons and shortcuts', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    lang: 'pt-BR',
    display: 'standalone',
    start_url: '/',
    short_name: 'Feira',
  });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual([
    'Buscar',
    'Promoções',
    'Minhas reservas',
  ]);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const assetPath = await page.locator('script[type="module"]').first().getAttribute('src');
  const asset = await request.get(assetPath ?? '');
  expect(asset.headers()['cache-control']).toContain('immutable');
});
