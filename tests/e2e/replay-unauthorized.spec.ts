import type { Page, Request } from '@playwright/test';
import { expectListedWithoutPending } from './fixtures/account-lists';
import { readLocal, waitUntilNothingLeftToSend } from './fixtures/local-db';
import { registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type WishlistItem = { productId: number };

test('replay: a 401 keeps the queued write; after the same user signs in again it is sent once', async ({
  baseURL,
  context,
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'sessao-401');
  await signIn(page, shopper);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.locator('#products-title ~ .product-grid a').nth(1).click();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
  await expect(page.getByText('aguardando conexão').first()).toBeVisible();

  // The session ends on the server right as the replay goes out (after the worker's /api/auth/me check):
  // the real server answers that replay with a genuine 401.
  const session = (await context.cookies()).find((c) => c.name === 'feira_session');
  expect(session).toBeDefined();
  const answers: number[] = [];
  await context.route(`**/api/wishlist/${productId}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (answers.length === 0) {
      const logout = await request.post('/api/auth/logout', {
        headers: { Cookie: `feira_session=${session?.value}`, Origin: baseURL },
        data: {},
      });
      expect(logout.status()).toBeLessThan(300);
    }
    const response = await route.fetch();
    answers.push(response.status());
    await route.fulfill({ response });
  });
  await context.setOffline(false);

  // The page re-checks the session after the 401 and ends it (spec 000 §4); the write is kept, not rolled back.
  await expect(page.getByText('Sessão Expirada')).toBeVisible({ timeout: 30_000 });
  expect(answers[0]).toBe(401);
  await expect.poll(() => pendingStates(page)).toEqual(['queued']);
  // Later replay passes of the worker (each asks the server whose cookie this is first) leave it parked.
  let replayPasses = 0;
  const countPass = (r: Request) => {
    if (r.serviceWorker() && new URL(r.url()).pathname === '/api/auth/me') replayPasses += 1;
  };
  context.on('request', countPass);
  await expect.poll(() => replayPasses, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  context.off('request', countPass);
  expect(answers).toEqual([401]);

  await signIn(page, shopper);
  await expect
    .poll(async () => (await serverJson<WishlistItem[]>(page, '/api/wishlist')).map((i) => i.productId), {
      timeout: 30_000,
    })
    .toEqual([productId]);
  // Once the device holds nothing left to send, no later replay round can deliver the write again.
  await waitUntilNothingLeftToSend(page);
  expect(answers.filter((status) => status < 300)).toHaveLength(1);
  expect(await serverJson<WishlistItem[]>(page, '/api/wishlist')).toHaveLength(1);
  await page.goto('/account/wishlist');
  await expectListedWithoutPending(page, productId);
});

/** States of the pending rows in the page's database. */
async function pendingStates(page: Page): Promise<string[]> {
  return (await readLocal<{ state: string }[]>(page, 'pendingMutations', 'getAll')).map((row) => row.state);
}
