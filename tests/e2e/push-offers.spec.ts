/**
 * Issue #42, push that people find and trust: push is offered at the moments that explain it (after following a
 * store, on a seller's dashboard), accepting it runs the real subscribe flow, and the account's switch shows
 * this phone's state and turns off this phone only — the user's other browser keeps receiving.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  answerSubscribeWith,
  pushChannel,
  startLocalPushService,
  testWithLoopbackPush as test,
} from './fixtures/push-service';
import { createPromotion, seedStore, sellerWithStore } from './fixtures/seller';
import { DEMO_PASSWORD, registerShopper, shopperBearer, signIn } from './fixtures/session';
import {
  deliverPush,
  expect,
  expectAccessible,
  waitForPushReady,
  waitForServiceWorkerControl,
  waitUntilHydrated,
} from './fixtures/test';

test.use({ permissions: ['notifications'] });

type PushService = Awaited<ReturnType<typeof startLocalPushService>>;

const offer = (page: Page, title: string) => page.getByRole('region', { name: title });
const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Notificações neste aparelho' });
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text);

/** The titles of the notifications this page's worker shows. */
const shownTitles = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
  );

/** A page with the app's worker in control and notifications allowed: accepting push can complete. */
async function readyForPush(page: Page) {
  await waitForServiceWorkerControl(page);
  await waitForPushReady(page);
}

/** The push the server sent to `service` (the `index`-th), decrypted, handed to the page's worker and shown. */
async function pushArrives(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  service: PushService,
  index: number,
) {
  await expect.poll(() => service.received.length, { timeout: 30_000 }).toBeGreaterThan(index);
  const payload = service.received[index]?.payload ?? '';
  const { title } = JSON.parse(payload) as { title: string };
  const { cdp, registrationId } = await pushChannel(context, page, baseURL);
  await deliverPush(
    cdp,
    { origin: baseURL, registrationId, data: payload },
    async () => (await shownTitles(page)).filter((t) => t === title).length,
  );
  await cdp.detach();
  return title;
}

/** Another browser of the same person (a laptop): its own context, its own push service. */
async function secondBrowser(browser: Browser, baseURL: string, service: PushService) {
  const context = await browser.newContext({
    baseURL,
    permissions: ['notifications'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
  });
  await answerSubscribeWith(context, service.subscription);
  return { context, page: await context.newPage() };
}

test('a shopper follows a store, accepts push, gets its promotion; the switch off silences only this phone', async ({
  page,
  context,
  request,
  browser,
  baseURL,
  playwright,
}) => {
  const seller = await sellerWithStore(playwright, baseURL, 'avisos', ['Tomate', 'Alface']);
  const email = await registerShopper(request, 'avisos');
  const phone = await startLocalPushService();
  const laptop = await startLocalPushService();
  await answerSubscribeWith(context, phone.subscription);
  try {
    await signIn(page, email);
    await page.goto(`/stores/${seller.storeId}`);
    await readyForPush(page);

    // Following the store is the moment: the offer explains itself, and nothing was offered before it.
    const storeOffer = offer(page, 'Avise-me das promoções desta loja');
    await expect(storeOffer).toHaveCount(0);
    await page.getByRole('button', { name: 'Seguir loja' }).click();
    await expect(storeOffer).toBeVisible();
    await expectAccessible(page);
    await storeOffer.getByRole('button', { name: 'Ativar notificações' }).click();
    await expect(toast(page, 'Notificações Ativadas')).toBeVisible({ timeout: 30_000 });
    await expect(storeOffer).toHaveCount(0);

    // The account shows the real state of this phone: on.
    await page.goto('/account');
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);

    // The seller's new promotion reaches this phone as a push the worker shows.
    await expect
      .poll(async () =>
        ((await (await page.request.get('/api/favorite-stores')).json()) as Array<{ storeId: number }>).map(
          (f) => f.storeId,
        ),
      )
      .toContain(seller.storeId);
    await createPromotion(seller.api, seller.auth, {
      storeId: seller.storeId,
      productId: seller.ids[0] as number,
      title: 'Feira da tarde',
    });
    expect(await pushArrives(page, context, baseURL, phone, 0)).toMatch(/^Nova promoção na /);

    // The same person's laptop turns push on from its account page.
    const second = await secondBrowser(browser, baseURL, laptop);
    await signIn(second.page, email);
    await second.page.goto('/account');
    await waitUntilHydrated(second.page);
    await readyForPush(second.page);
    await expect(pushSwitch(second.page)).toHaveAttribute('aria-checked', 'false');
    await pushSwitch(second.page).click();
    await expect(toast(second.page, 'Notificações Ativadas')).toBeVisible({ timeout: 30_000 });
    await expect(pushSwitch(second.page)).toHaveAttribute('aria-checked', 'true');

    // The phone turns it off: its subscription is gone from the browser and from the server.
    await pushSwitch(page).click();
    await expect(toast(page, 'Notificações desativadas neste aparelho')).toBeVisible();
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Desligar aqui não muda seus outros aparelhos.')).toBeVisible();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    ).toBeNull();
    await page.reload();
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false');

    // The next promotion reaches the laptop only; the server sends to one device of this person now.
    await createPromotion(seller.api, seller.auth, {
      storeId: seller.storeId,
      productId: seller.ids[1] as number,
      title: 'Xepa',
    });
    expect(await pushArrives(second.page, second.context, baseURL, laptop, 0)).toMatch(/^Nova promoção na /);
    const testPush = await second.page.request.post('/api/push-notifications/test', {
      headers: { Origin: baseURL },
    });
    expect(await testPush.json()).toMatchObject({ sent: 1, failed: 0 });
    await expect.poll(() => laptop.received.length).toBe(2);
    expect(phone.received).toHaveLength(1);
    await second.context.close();
  } finally {
    await seller.api.dispose();
    await phone.close();
    await laptop.close();
  }
});

test('a reservation offers push; declining at a follow hides it, and the next follow does not bring it back', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const seller = await sellerWithStore(playwright, baseURL, 'recusa', ['Banana']);
  const other = await seedStore(seller.api, seller.auth, ['Caqui']);
  await signIn(page, await registerShopper(request, 'recusa'));
  try {
    // A reservation is a moment too; closing the dialog without an answer is not a "no".
    await page.goto(`/products/${seller.ids[0]}`);
    await readyForPush(page);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.getByLabel('Quantidade').fill('1');
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    const reservationOffer = offer(page, 'Avise-me quando a reserva mudar');
    await expect(reservationOffer).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Fechar', exact: true }).last().click();

    await page.goto(`/stores/${seller.storeId}`);
    await page.getByRole('button', { name: 'Seguir loja' }).click();
    const storeOffer = offer(page, 'Avise-me das promoções desta loja');
    await expect(storeOffer).toBeVisible();
    await storeOffer.getByRole('button', { name: 'Agora não' }).click();
    await expect(storeOffer).toHaveCount(0);
    await expect(
      page.getByText('Você pode ativar as notificações quando quiser em Minha conta.'),
    ).toBeVisible();

    // Another store, another follow: the device remembers the "no".
    await page.goto(`/stores/${other.storeId}`);
    await page.getByRole('button', { name: 'Seguir loja' }).click();
    await expect(page.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
    // The slot says when the device has been asked; only then is "no offer" an answer.
    await expect(page.locator('.push-offer-slot')).toHaveAttribute('aria-busy', 'false');
    await expect(storeOffer).toHaveCount(0);

    // Push stays available where the person looks for it: the account's switch, off.
    await page.goto('/account');
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false');
  } finally {
    await seller.api.dispose();
  }
});

test('a seller is offered new-reservation alerts on the dashboard, and the next reservation reaches the phone', async ({
  page,
  context,
  request,
  baseURL,
  playwright,
}) => {
  const seller = await sellerWithStore(playwright, baseURL, 'painel', ['Mandioca']);
  const service = await startLocalPushService();
  await answerSubscribeWith(context, service.subscription);
  try {
    await signIn(page, seller.email, DEMO_PASSWORD);
    await page.goto('/seller/dashboard');
    await readyForPush(page);
    const alertsOffer = offer(page, 'Receba as novas reservas no celular');
    await expect(alertsOffer).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await alertsOffer.getByRole('button', { name: 'Ativar notificações' }).click();
    await expect(toast(page, 'Notificações Ativadas')).toBeVisible({ timeout: 30_000 });
    await expect(alertsOffer).toHaveCount(0);

    // A shopper reserves (through the API, their own phone): the stall's phone shows "Nova reserva".
    const reserved = await request.post('/api/reservations', {
      headers: await shopperBearer(request, 'reserva'),
      data: { productId: seller.ids[0], quantity: 1 },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    expect(await pushArrives(page, context, baseURL, service, 0)).toBe('Nova reserva');
  } finally {
    await seller.api.dispose();
    await service.close();
  }
});
