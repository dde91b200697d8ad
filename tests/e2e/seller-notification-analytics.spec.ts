import { demoSellerAlerts, newFollower } from './fixtures/promotion-alerts';
import { expect, expectAccessible, test } from './fixtures/test';

test('seller: a promotion alert opened by a follower shows in the notification analytics of that store', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { store, before, promotionCounts, promote } = await demoSellerAlerts(page, 0);
  const { context: shopperContext, page: shopper } = await newFollower(
    { browser, baseURL, request },
    store.id,
    'abertura',
  );
  const title = `Alerta ${Date.now().toString(36)}`;
  await promote(title);

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

  await page.goto(`/seller/notification-analytics/${store.id}`);
  await page.getByRole('button', { name: '7 dias' }).click();
  const row = page.locator('tr[data-type="promotion"]');
  await expect(row.getByRole('cell').nth(0)).toHaveText(String(after?.sent));
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(after?.opened));
  await expect(page.getByRole('table', { name: 'Abertura por dia' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
