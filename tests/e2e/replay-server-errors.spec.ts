import type { Route } from '@playwright/test';
import { expectListedWithoutPending } from './fixtures/account-lists';
import { waitUntilNothingLeftToSend } from './fixtures/local-db';
import { registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type WishlistItem = { productId: number };
type Reservation = { productId: number; quantity: number };

/** What a captive portal answers for any URL: 200 with an HTML login page. */
const PORTAL_PAGE = '<!doctype html><title>Wi-Fi Feira</title><h1>Faça login para navegar</h1>';

test('replay: a 500 and a captive-portal page keep the writes queued; they are delivered once when the server recovers', async ({
  context,
  page,
  request,
}) => {
  await signIn(page, await registerShopper(request, 'erro-500'));
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.locator('#products-title ~ .product-grid a').first().click();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());

  // Per URL: the first attempt gets a 500, the second a portal page, later ones reach the real server.
  const attempts = new Map<string, number>();
  await context.route(/\/api\/(wishlist\/\d+|reservations)$/, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const url = new URL(route.request().url()).pathname;
    const attempt = (attempts.get(url) ?? 0) + 1;
    attempts.set(url, attempt);
    if (attempt === 1) {
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Erro interno', code: 'INTERNAL' }),
      });
    }
    if (attempt === 2) return route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL_PAGE });
    return route.fallback();
  });

  await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
  await page.getByRole('button', { name: 'Reservar' }).click();
  await page.getByLabel('Quantidade').fill('1');
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByText('aguardando conexão').first()).toBeVisible();

  const wishlistPath = `/api/wishlist/${productId}`;
  await expect
    .poll(async () => (await serverJson<WishlistItem[]>(page, '/api/wishlist')).map((i) => i.productId), {
      timeout: 40_000,
    })
    .toEqual([productId]);
  await expect
    .poll(async () => (await serverJson<Reservation[]>(page, '/api/reservations')).length, {
      timeout: 40_000,
    })
    .toBe(1);
  // Both failures were seen before delivery: a 500 and a portal page never count as delivered.
  expect(attempts.get(wishlistPath)).toBeGreaterThanOrEqual(3);
  expect(attempts.get('/api/reservations')).toBeGreaterThanOrEqual(3);

  // More replay rounds must not deliver again: once the device holds nothing left to send, none can.
  await waitUntilNothingLeftToSend(page);
  expect(await serverJson<WishlistItem[]>(page, '/api/wishlist')).toHaveLength(1);
  const reservations = await serverJson<Reservation[]>(page, '/api/reservations');
  expect(reservations.map((r) => [r.productId, r.quantity])).toEqual([[productId, 1]]);
  await page.goto('/account/reservations');
  await expectListedWithoutPending(page, productId);
  await page.goto('/account/wishlist');
  await expectListedWithoutPending(page, productId);
});
