import type { Route } from '@playwright/test';
import { waitUntilNothingLeftToSend } from './fixtures/local-db';
import { registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type WishlistItem = { productId: number };

/** What a captive portal answers for any URL: 200 with an HTML login page. */
const PORTAL_PAGE = '<!doctype html><title>Wi-Fi da Feira</title><h1>Faça login para navegar</h1>';

test('a captive portal (network "up", every API request answered with HTML 200) is offline; queued actions are delivered once when the server is back', async ({
  context,
  page,
  request,
}) => {
  await signIn(page, await registerShopper(request, 'portal'));
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.locator('#products-title ~ .product-grid a').first().click();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('button', { name: 'Adicionar à lista de desejos' })).toBeVisible();
  await expect(page.getByText('Você está sem conexão')).toHaveCount(0);

  // The Wi-Fi of the market hall: the browser is connected, but every API request (the page's and the
  // service worker's) gets the portal's login page. The page's own oracle (page.request) is not routed.
  const portalAnswers: string[] = [];
  const portal = async (route: Route) => {
    portalAnswers.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL_PAGE });
  };
  await context.route(/\/api\//, portal);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
  await expect(page.getByText('Você está sem conexão', { exact: false }).first()).toBeVisible({
    timeout: 5000,
  });
  await expect(page.getByText('aguardando conexão', { exact: false }).first()).toBeVisible();
  // Kept queued, not delivered: the portal page is not the API's answer.
  expect(portalAnswers.some((a) => a === `POST /api/wishlist/${productId}`)).toBe(true);
  expect(await serverJson<WishlistItem[]>(page, '/api/wishlist')).toEqual([]);

  // Still behind the portal after a reload: the app opens from its cache and still says offline. While
  // offline it probes the server (/api/health); a probe answered by the portal keeps it offline and the write
  // queued.
  await page.reload();
  await expect(page.getByText('Você está sem conexão', { exact: false }).first()).toBeVisible({
    timeout: 10_000,
  });
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health', {
    timeout: 10_000,
  });
  await expect(page.getByText('Você está sem conexão', { exact: false }).first()).toBeVisible();
  expect(await serverJson<WishlistItem[]>(page, '/api/wishlist')).toEqual([]);

  // The real server is back: the app notices by itself (no browser `online` event) and delivers once.
  await context.unroute(/\/api\//, portal);
  await expect(page.getByText('Você está sem conexão')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await serverJson<WishlistItem[]>(page, '/api/wishlist')).map((i) => i.productId), {
      timeout: 30_000,
    })
    .toEqual([productId]);
  await expect(page.getByText('aguardando conexão')).toHaveCount(0, { timeout: 15_000 });
  // Once the device holds nothing left to send, no later replay round can deliver the write again.
  await waitUntilNothingLeftToSend(page);
  expect(await serverJson<WishlistItem[]>(page, '/api/wishlist')).toHaveLength(1);
});
