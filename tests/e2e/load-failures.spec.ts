import { productFailureMessages } from '../../src/domain/product/failure-messages';
import { expect, expectAccessible, test, waitUntilHydrated } from './fixtures/test';

/**
 * Spec 001 §8's repository failures, as a shopper meets them: a read the server fails says so over its reason,
 * keeps what the device already shows and offers to try again. The worker is blocked so the page's own
 * requests can be answered here.
 */
test.use({ serviceWorkers: 'block' });

test('a store whose read fails says its shelf could not be loaded, with the reason, and loads it on retry', async ({
  page,
}) => {
  // The answer is the list itself, or `{ stores }`, as the sync reads it.
  const answer = (await (await page.request.get('/api/stores?limit=100')).json()) as
    | Array<{ id: number; name: string }>
    | { stores: Array<{ id: number; name: string }> };
  const store = (Array.isArray(answer) ? answer : answer.stores)[0];
  if (!store) throw new Error('no demo store');
  const storeRead = new RegExp(`/api/stores/${store.id}$`);
  await page.route(storeRead, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Servidor da feira fora do ar', code: 'INTERNAL_ERROR' }),
    }),
  );
  await page.goto('/stores');
  await waitUntilHydrated(page);
  await page.getByRole('link', { name: store.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();

  const failure = page.getByRole('alert').filter({ hasText: productFailureMessages.loadStoreProducts });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText('Servidor da feira fora do ar');
  await expectAccessible(page);

  await page.unroute(storeRead);
  await failure.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.locator('.product-grid .product-card').first()).toBeVisible();
});
