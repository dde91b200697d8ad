import { expectListedWithoutPending } from './fixtures/account-lists';
import { waitUntilNothingLeftToSend } from './fixtures/local-db';
import { serverJson, signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type WishlistItem = { productId: number };
type Reservation = { productId: number; status: string };

test('offline: wishlist and reservation made offline reach the server exactly once after reopening', async ({
  context,
  page,
}) => {
  await signIn(page, 'cliente@feira.dev');
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const wishlistBefore = await serverJson<WishlistItem[]>(page, '/api/wishlist');
  const product = page.locator('#products-title ~ .product-grid a').first();
  await product.click();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(wishlistBefore.some((i) => i.productId === productId)).toBe(false);
  const reservationsBefore = (await serverJson<Reservation[]>(page, '/api/reservations')).filter(
    (r) => r.productId === productId,
  ).length;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
  await page.getByRole('button', { name: 'Reservar' }).click();
  await page.getByLabel('Quantidade').fill('1');
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  // The shopper closes the tab once the app has confirmed both taps: the wishlist's pending badge and the
  // reservation's confirmation, shown only after the write is in the local queue.
  await expect(page.getByRole('link', { name: 'Ver minhas reservas' })).toBeVisible();
  await expect(page.getByText('aguardando conexão').first()).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect
    .poll(
      async () =>
        (await serverJson<WishlistItem[]>(reopened, '/api/wishlist')).filter((i) => i.productId === productId)
          .length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  await expect
    .poll(
      async () =>
        (await serverJson<Reservation[]>(reopened, '/api/reservations')).filter(
          (r) => r.productId === productId,
        ).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(reservationsBefore + 1);
  // Replays after delivery must not create duplicates: once the device holds nothing left to send, no later
  // round can deliver again, and the server still has exactly one of each.
  await waitUntilNothingLeftToSend(reopened);
  expect(
    (await serverJson<WishlistItem[]>(reopened, '/api/wishlist')).filter((i) => i.productId === productId),
  ).toHaveLength(1);
  expect(
    (await serverJson<Reservation[]>(reopened, '/api/reservations')).filter((r) => r.productId === productId),
  ).toHaveLength(reservationsBefore + 1);
  await reopened.goto('/account/wishlist');
  await expectListedWithoutPending(reopened, productId);
});
