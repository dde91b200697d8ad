import type { Route } from '@playwright/test';
import { readLocal } from './fixtures/local-db';
import { registerSeller, seedStore } from './fixtures/seller';
import { apiBearer, registerShopper, signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type SellerProduct = { id: number; name: string; storeId: number; status: string; version: number };

test('realtime: a product the seller renames shows on an open product page without reload', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  // The seller works from another device: its own API context with a bearer session.
  const seller = await playwright.request.newContext({ baseURL });
  const auth = await apiBearer(seller, 'vendedor@feira.dev');
  const storesAnswer = (await (await seller.get('/api/seller/stores', { headers: auth })).json()) as
    | { id: number }[]
    | { stores: { id: number }[] };
  const stores = Array.isArray(storesAnswer) ? storesAnswer : storesAnswer.stores;
  const list = await seller.get(`/api/seller/products?storeId=${stores[0]?.id}&limit=50`, { headers: auth });
  expect(list.status()).toBe(200);
  const products = ((await list.json()) as { products: SellerProduct[] }).products;
  const product = products.find((p) => p.status === 'ACTIVE');
  expect(product, 'an active product of vendedor@feira.dev').toBeDefined();
  if (!product) return;

  await signIn(page, await registerShopper(request, 'tempo-real'));
  // The service worker installs on the first page; once it controls the pages, the product page below is
  // the one the test watches (a worker taking over mid-test may reload it).
  await waitForServiceWorkerControl(page);
  // Every frame of every socket the page opens, listened to from the socket's open: the 'subscribed' answer
  // comes right after it, and a legitimate reconnect opens a new socket that the delta may arrive on.
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/ws/')) ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect.poll(() => frames.some((f) => f.includes('"subscribed"')), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => {
    (window as { feiraNoReload?: boolean }).feiraNoReload = true;
  });

  const renamed = `${product.name} (colheita de hoje)`;
  const update = await seller.put(`/api/products/${product.id}`, {
    headers: auth,
    data: { storeId: product.storeId, name: renamed, version: product.version },
  });
  expect(update.status(), await update.text()).toBe(200);

  // The change arrives as a WebSocket delta and the page re-renders from Dexie: no reload, no polling.
  await expect
    .poll(() => frames.some((f) => f.includes('product-updated') && f.includes(String(product.id))), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  expect(await page.evaluate(() => (window as { feiraNoReload?: boolean }).feiraNoReload)).toBe(true);

  // Put the demo data back for later journeys on this worker's server.
  const after = (await update.json()) as { product: SellerProduct };
  const restore = await seller.put(`/api/products/${product.id}`, {
    headers: auth,
    data: { storeId: product.storeId, name: product.name, version: after.product.version },
  });
  expect(restore.status(), await restore.text()).toBe(200);
  await seller.dispose();
});

test('realtime: a product deleted while its server-rendered page is open says it is gone, not the page it rendered', async ({
  page,
  request,
}) => {
  const { auth } = await registerSeller(request, 'apaga-ao-vivo');
  const { ids } = await seedStore(request, auth, ['Caqui rama forte']);
  const productId = ids[0];

  await signIn(page, await registerShopper(request, 'produto-apagado'));
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Caqui rama forte' })).toBeVisible();
  // The page has stored its own copy (this device saw the product) before the seller deletes it.
  await expect
    .poll(async () => Boolean(await readLocal(page, 'products', { get: productId ?? 0 })))
    .toBe(true);
  await page.evaluate(() => {
    (window as { feiraNoReload?: boolean }).feiraNoReload = true;
  });

  const deleted = await request.delete(`/api/products/${productId}`, { headers: auth });
  expect(deleted.status(), await deleted.text()).toBe(200);

  // The delta (or, had the socket not opened yet, the re-read when it opens) removes the local copy, and the
  // server-rendered copy does not stand in for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => (window as { feiraNoReload?: boolean }).feiraNoReload)).toBe(true);
});

test('realtime: a read of the product answered after its live delete does not bring it back', async ({
  page,
  context,
  request,
}) => {
  const { auth } = await registerSeller(request, 'apaga-durante-leitura');
  const { ids } = await seedStore(request, auth, ['Pinhão da serra']);
  const productId = ids[0] ?? 0;
  // What the server answered before the delete: the page's own reads of the product get it, held until the
  // delete's delta has reached the page (a read that left before the delete and arrives after it).
  const before = await (await request.get(`/api/products/${productId}`)).text();
  const held: Route[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(new RegExp(`/api/products/${productId}$`), async (route) => {
    held.push(route);
    await released;
    await route.fulfill({ status: 200, contentType: 'application/json', body: before });
  });
  // The frames of the product page's own socket (the home page's, before it, closes with its page).
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/ws/') && page.url().includes('/products/'))
      ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });

  await signIn(page, await registerShopper(request, 'leitura-atrasada'));
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pinhão da serra' })).toBeVisible();
  await expect.poll(() => frames.some((f) => f.includes('"subscribed"')), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const deleted = await request.delete(`/api/products/${productId}`, { headers: auth });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect
    .poll(() => frames.some((f) => f.includes('product-deleted') && f.includes(String(productId))), {
      timeout: 15_000,
    })
    .toBe(true);
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
  // Still gone once every late answer is in, and no copy is back on the device.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
  expect(await readLocal(page, 'products', { get: productId })).toBeFalsy();
});
