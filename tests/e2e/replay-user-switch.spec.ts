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

  // The network comes back for everything except the wishlist, so A's write stays queued while A leaves.
  await context.route('**/api/wishlist/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await signOut(page);
  await signIn(page, shopperB);
  await context.unroute('**/api/wishlist/**');

  // Every write that leaves the browser while B is signed in (page or worker) is recorded.
  const writesAsB: string[] = [];
  const record = (r: { method(): string; url(): string }) => {
    if (r.method() !== 'GET' && /\/api\/(wishlist|reservations)/.test(r.url())) writesAsB.push(r.url());
  };
  context.on('request', record);
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'feira:replay' }));
  await page.goto('/');
  // Several replay rounds of the page's 5 s ticker while B is signed in.
  await page.waitForTimeout(6000);
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
  await expect(page.getByText('aguardando conexão')).toHaveCount(0);
});
