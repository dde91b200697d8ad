import { periodRange } from '../../src/domain/analytics';
import { createPromotion, halfPriceOf } from './fixtures/seller';
import { DEMO_PASSWORD, registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitUntilHydrated } from './fixtures/test';

type Store = { id: number; name: string };
type Report = { byType: { type: string; sent: number; pushed: number; opened: number }[] };

test('seller: a promotion alert opened by a follower shows in the notification analytics of that store', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signIn(page, 'vendedora@feira.dev');
  const [store] = await serverJson<Store[]>(page, '/api/seller/stores');
  const { products } = await serverJson<{ products: { id: number; price: number }[] }>(
    page,
    `/api/seller/products?storeId=${store?.id}&limit=1`,
  );
  const { from, to } = periodRange(7);
  const reportPath = `/api/seller/stores/${store?.id}/notification-analytics?from=${from}&to=${to}`;
  const promotionCounts = async () =>
    (await serverJson<Report>(page, reportPath)).byType.find((t) => t.type === 'promotion');
  const before = await promotionCounts();

  const shopperContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const shopper = await shopperContext.newPage();
  await signIn(shopper, await registerShopper(request, 'abertura'), DEMO_PASSWORD);
  await shopper.goto(`/stores/${store?.id}`);
  await waitUntilHydrated(shopper);
  await shopper.getByRole('button', { name: 'Seguir loja' }).click();
  await expect(shopper.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  await expect(shopper.getByText('aguardando conexão')).toHaveCount(0);

  const title = `Alerta ${Date.now().toString(36)}`;
  // Created with the seller's signed-in page (its cookie session), as the seller's own app would.
  await createPromotion(
    page.request,
    {},
    {
      productId: products[0]?.id ?? 0,
      title,
      promotionalPrice: halfPriceOf(products[0]?.price ?? 1),
      endsInMs: 3_600_000,
    },
  );

  // The follower opens it in the app (a read is an open, like a click on the push).
  await expect(shopper.getByRole('button', { name: /^Notificações, [1-9]\d* não lidas?$/ })).toBeVisible({
    timeout: 15_000,
  });
  await shopper.goto('/account/notification-center');
  await shopper
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Marcar como lida/ })
    .click();
  await expect
    .poll(async () => (await promotionCounts())?.opened, { timeout: 15_000 })
    .toBe((before?.opened ?? 0) + 1);
  await shopperContext.close();
  const after = await promotionCounts();
  expect(after?.sent).toBe((before?.sent ?? 0) + 1);

  await page.goto(`/seller/notification-analytics/${store?.id}`);
  await page.getByRole('button', { name: '7 dias' }).click();
  const row = page.locator('tr[data-type="promotion"]');
  await expect(row.getByRole('cell').nth(0)).toHaveText(String(after?.sent));
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(after?.opened));
  await expect(page.getByRole('table', { name: 'Abertura por dia' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
