import type { Request } from '@playwright/test';
import { expectListedWithoutPending } from './fixtures/account-lists';
import { registerShopper, serverJson, signIn, signOut } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type WishlistItem = { productId: number };

test('user switch: writes queued by A are never sent as B, and go once A signs in again', async ({
  context,
  page,
  request,
}) => {
  const shopperA = await registerShopper(request, 'troca-a');
  const shopperB = await registerShopper(request, 'troca-b');
  await signIn(page, shopperA);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.locator('#products-title ~ .product-grid a').nth(2).click();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
  await expect(page.getByText('aguardando conexão').first()).toBeVisible();

  // The network comes back for everything except the wishlist, so A's write stays queued while A's session
  // ends without a sign-out (a sign-out would ask A to wait for it or discard it: shared-phone.spec.ts): the
  // cookie is gone, the device finds the session expired and keeps A's write parked for A.
  await context.route('**/api/wishlist/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await context.clearCookies();
  await page.goto('/');
  await expect(page.getByText('Sessão Expirada').first()).toBeVisible();
  await signIn(page, shopperB);
  await context.unroute('**/api/wishlist/**');

  // Every write that leaves the browser while B is signed in (page or worker) is recorded, and so is every
  // replay pass of the worker: before each one it asks the server whose cookie this is (/api/auth/me).
  const writesAsB: string[] = [];
  let replayPasses = 0;
  const record = (r: Request) => {
    if (r.method() !== 'GET' && /\/api\/(wishlist|reservations)/.test(r.url())) writesAsB.push(r.url());
    if (r.serviceWorker() && new URL(r.url()).pathname === '/api/auth/me') replayPasses += 1;
  };
  context.on('request', record);
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'feira:replay' }));
  await page.goto('/');
  // Several replay passes (this one and the page's 5 s ticker's) while B is signed in.
  await expect.poll(() => replayPasses, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  context.off('request', record);
  expect(writesAsB).toEqual([]);
  expect(await serverJson<WishlistItem[]>(page, '/api/wishlist')).toEqual([]);
  expect(await serverJson<unknown[]>(page, '/api/reservations')).toEqual([]);

  await signOut(page);
  await signIn(page, shopperA);
  await expect
    .poll(async () => (await serverJson<WishlistItem[]>(page, '/api/wishlist')).map((i) => i.productId), {
      timeout: 30_000,
    })
    .toEqual([productId]);
  await page.goto('/account/wishlist');
  await expectListedWithoutPending(page, productId);
});
