import type { WebSocket } from '@playwright/test';
import { registerShopper, signIn } from './fixtures/session';
import { expect, test } from './fixtures/test';

type SellerProduct = { id: number; name: string; storeId: number; status: string; version: number };

test('realtime: a product the seller renames shows on an open product page without reload', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  // The seller works from another device: its own API context with a bearer session.
  const seller = await playwright.request.newContext({ baseURL });
  const login = await seller.post('/api/auth/login', {
    data: { email: 'vendedor@feira.dev', password: 'feira1234' },
  });
  expect(login.status()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).token}` };
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
  // Listen from the moment each socket opens: the server's 'subscribed' answer comes right after the open, and
  // a listener attached later missed it (the journey then waited for a ping answer). A reconnect opens a new
  // socket, so whichever one gets subscribed is the one the delta must arrive on.
  const subscribed = new Promise<WebSocket>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/ws/')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"subscribed"')) resolve(ws);
      });
    });
  });
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const ws = await subscribed;
  await page.evaluate(() => {
    (window as { feiraNoReload?: boolean }).feiraNoReload = true;
  });

  const renamed = `${product.name} (colheita de hoje)`;
  const delta = ws.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('product-updated'),
    timeout: 15_000,
  });
  const update = await seller.put(`/api/products/${product.id}`, {
    headers: auth,
    data: { storeId: product.storeId, name: renamed, version: product.version },
  });
  expect(update.status(), await update.text()).toBe(200);

  // The change arrives as a WebSocket delta and the page re-renders from Dexie: no reload, no polling.
  expect(String((await delta).payload)).toContain(String(product.id));
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
