/**
 * Issue #40, a stall's shared phone: shopper A signs in, turns push on, leaves traces (a notification, a
 * search, a product seen, a photo kept by a form, a reservation made offline) and signs out — online after
 * waiting for the reservation, or offline discarding it. Shopper B then signs in on the same browser and sees
 * nothing of A's; a push for A is not shown; the server no longer knows A's session, socket or push device.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import WebSocket from 'ws';
import { readLocal, waitUntilNothingLeftToSend } from './fixtures/local-db';
import { pushChannel, startLocalPushService, testWithLoopbackPush as test } from './fixtures/push-service';
import { apiBearer, DEMO_PASSWORD, registerShopper, signIn } from './fixtures/session';
import {
  deliverPush,
  expect,
  expectAccessible,
  waitForPushReady,
  waitForServiceWorkerControl,
} from './fixtures/test';

test.use({ permissions: ['notifications'] });

type Reservation = { productId: number };

/** A's session as the server sees it, asked with the cookie the browser held (not the browser's jar). */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'feira_session');
  if (!cookie) throw new Error('no session cookie in the browser');
  return `feira_session=${cookie.value}`;
}
const authenticates = async (request: APIRequestContext, cookie: string) =>
  (
    (await (await request.get('/api/auth/status', { headers: { cookie } })).json()) as {
      authenticated: boolean;
    }
  ).authenticated;

/** Another tab of A's session, as the server sees it: a socket opened with A's cookie. */
function socketOf(baseURL: string, cookie: string) {
  const socket = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/ws/notifications`, { headers: { cookie } });
  const hello = new Promise<void>((resolve) => {
    socket.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as { type: string }).type === 'hello') resolve();
    });
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, hello, closed };
}

/** What a push of the server looks like for `userId`, with the notification the worker keeps. */
function pushFor(userId: number, id: number, title: string) {
  const notification = {
    id,
    type: 'reservation',
    title,
    message: 'Sua reserva mudou.',
    isRead: false,
    sentAt: new Date().toISOString(),
  };
  return JSON.stringify({
    userId,
    title,
    body: notification.message,
    url: '/account/reservations',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    tag: `reservation-${id}`,
    data: { notificationId: id, type: 'reservation', notification },
  });
}
const shownTitles = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
  );

/**
 * A signs in, turns push on (the subscription a successful subscribe registers: headless Chromium has no push
 * service) and leaves traces on the device; returns A's id and product seen.
 */
async function shopperALeavesTraces(page: Page, context: BrowserContext, baseURL: string, email: string) {
  await signIn(page, email);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForPushReady(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const pushService = await startLocalPushService();
  const token = JSON.stringify(pushService.subscription);
  const registered = await page.request.post('/api/push-notifications/register', {
    data: { token, deviceType: 'web' },
    headers: { Origin: baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await page.evaluate(
    (value) => localStorage.setItem('feira-push-token', JSON.stringify({ token: value, at: Date.now() })),
    token,
  );

  // A push for A shows and is kept in the notification center of the device.
  const { cdp, registrationId } = await pushChannel(context, page, baseURL);
  const title = `Reserva de A ${Date.now().toString(36)}`;
  await deliverPush(
    cdp,
    { origin: baseURL, registrationId, data: pushFor(me.user.id, 900001, title) },
    async () => (await shownTitles(page)).filter((t) => t === title).length,
  );
  await expect.poll(() => readLocal<number>(page, 'notifications', 'count')).toBeGreaterThan(0);

  // A search, a product seen, and a photo a product form kept on the device.
  await page.goto('/search?q=tomate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/products');
  await page.locator('.product-grid a').first().click();
  await expect(page.getByRole('button', { name: 'Reservar' })).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect.poll(() => readLocal<number>(page, 'recentlyViewed', 'count')).toBeGreaterThan(0);
  await expect.poll(() => readLocal<number>(page, 'searchHistory', 'count')).toBeGreaterThan(0);
  await page.evaluate(
    (userId) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('feira');
        open.onsuccess = () => {
          const tx = open.result.transaction('localPhotos', 'readwrite');
          tx.objectStore('localPhotos').put({
            id: 'foto-da-banca',
            userId,
            blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
            type: 'image/jpeg',
            createdAt: Date.now(),
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    me.user.id,
  );
  return { userId: me.user.id, productId, title, cdp, registrationId, pushService };
}

/** Reserves the open product page's product with no network; the write waits in the device's queue. */
async function reserveOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Reservar' }).click();
  await page.getByLabel('Quantidade').fill('1');
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByRole('link', { name: 'Ver minhas reservas' })).toBeVisible();
  await expect(page.getByText('aguardando conexão').first()).toBeVisible();
}

/** "Sair" on the account page with the reservation unsent: the dialog says so and offers both answers. */
async function askToSignOut(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sair' }).last().click();
  const dialog = page.getByRole('alertdialog', { name: 'Alterações ainda não enviadas' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Uma alteração sua ainda não chegou ao servidor');
  await expect(dialog.getByRole('button', { name: 'Esperar o envio' })).toBeFocused();
  await expectAccessible(page);
  return dialog;
}

/** B on the same browser: nothing of A's shows, and a push for A is dropped while B's shows. */
async function shopperBSeesNothingOfA(
  page: Page,
  a: Awaited<ReturnType<typeof shopperALeavesTraces>>,
  emailB: string,
  baseURL: string,
) {
  // Whatever A's pushes left on screen was closed at sign-out.
  expect(await shownTitles(page)).toEqual([]);
  await signIn(page, emailB, DEMO_PASSWORD);
  const b = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  for (const table of ['notifications', 'reservations', 'searchHistory', 'recentlyViewed', 'localPhotos']) {
    expect(await readLocal<number>(page, table, 'count'), table).toBe(0);
  }
  await page.goto('/account/notifications');
  await expect(page.getByText('Nenhuma notificação ainda.')).toBeVisible();
  await expect(page.getByText(a.title)).toHaveCount(0);
  await page.goto('/account/reservations');
  await expect(page.getByText('Você ainda não reservou nada.')).toBeVisible();
  await page.goto('/search');
  await expect(
    page.getByRole('heading', { name: 'Buscas populares' }).or(page.getByRole('searchbox')),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buscas recentes' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Vistos recentemente' })).toHaveCount(0);

  // A push for A, then one for B: the worker handles them in turn; only B's shows, only B's is kept.
  await waitForPushReady(page);
  const forA = `Para A ${Date.now().toString(36)}`;
  const forB = `Para B ${Date.now().toString(36)}`;
  await a.cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: a.registrationId,
    data: pushFor(a.userId, 900002, forA),
  });
  await deliverPush(
    a.cdp,
    { origin: baseURL, registrationId: a.registrationId, data: pushFor(b.user.id, 900003, forB) },
    async () => (await shownTitles(page)).filter((t) => t === forB).length,
  );
  expect(await shownTitles(page)).toEqual([forB]);
  const kept = await readLocal<Array<{ id: number }>>(page, 'notifications', 'getAll');
  expect(kept.map((n) => n.id)).not.toContain(900002);
}

/** The server's view: A has no push device left (asked as an API consumer with A's password). */
async function serverHasNoDeviceOfA(request: APIRequestContext, email: string) {
  const auth = await apiBearer(request, email);
  const test = await request.post('/api/push-notifications/test', { headers: auth });
  expect(test.status()).toBe(404);
  expect(await test.json()).toMatchObject({ code: 'PUSH_NOT_REGISTERED' });
  return auth;
}

/**
 * Where both journeys part: A and B registered (`prefix`-a, -b), A leaves traces with a tab's socket open,
 * reserves offline and taps "Sair" with the reservation unsent; the dialog asks what to do with it.
 */
async function aSignsOutWithAReservationUnsent(
  {
    page,
    context,
    request,
    baseURL,
  }: { page: Page; context: BrowserContext; request: APIRequestContext; baseURL: string },
  prefix: string,
) {
  const [emailA, emailB] = [
    await registerShopper(request, `${prefix}-a`),
    await registerShopper(request, `${prefix}-b`),
  ];
  const a = await shopperALeavesTraces(page, context, baseURL, emailA);
  const cookieA = await sessionCookie(context);
  const tab = socketOf(baseURL, cookieA);
  await tab.hello;
  await reserveOffline(page, context);
  const dialog = await askToSignOut(page);
  return { emailA, emailB, a, cookieA, tab, dialog };
}

test('shared phone: A waits for the reservation, signs out online; B sees nothing of A', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { emailA, emailB, a, cookieA, tab, dialog } = await aSignsOutWithAReservationUnsent(
    { page, context, request, baseURL },
    'banca',
  );
  await dialog.getByRole('button', { name: 'Esperar o envio' }).click();
  // Still A, still signed in: the reservation goes once the network is back.
  await expect(page.getByRole('button', { name: 'Sair' }).last()).toBeVisible();
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/reservations', { headers: { cookie: cookieA } });
        return ((await res.json()) as Reservation[]).filter((r) => r.productId === a.productId).length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await waitUntilNothingLeftToSend(page);

  // Nothing unsent now: "Sair" signs out at once.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sair' }).last().click();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  expect(await tab.closed).toBe(1008);
  await expect.poll(() => authenticates(request, cookieA)).toBe(false);
  await serverHasNoDeviceOfA(request, emailA);

  await shopperBSeesNothingOfA(page, a, emailB, baseURL);
  await a.cdp.detach();
  await a.pushService.close();
});

test('shared phone: A signs out offline, discarding the reservation; the session ends once back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { emailA, emailB, a, cookieA, tab, dialog } = await aSignsOutWithAReservationUnsent(
    { page, context, request, baseURL },
    'sem-sinal',
  );
  await dialog.getByRole('button', { name: 'Descartar e sair' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  // Signed out on the device, offline: nothing of A is left to sign A back in on a reload.
  expect(
    await page.evaluate(() => [localStorage.getItem('feira-user'), localStorage.getItem('authToken')]),
  ).toEqual([null, null]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  expect(await readLocal<number>(page, 'me', 'count')).toBe(0);
  // The server has not heard yet: A's session is still alive there.
  expect(await authenticates(request, cookieA)).toBe(true);

  await context.setOffline(false);
  await expect.poll(() => authenticates(request, cookieA), { timeout: 30_000 }).toBe(false);
  expect(await tab.closed).toBe(1008);
  const authA = await serverHasNoDeviceOfA(request, emailA);
  await shopperBSeesNothingOfA(page, a, emailB, baseURL);

  // The discarded reservation never reached the server, and the device holds nothing left to send.
  await waitUntilNothingLeftToSend(page);
  const reservations = await request.get('/api/reservations', { headers: authA });
  expect(((await reservations.json()) as Reservation[]).filter((r) => r.productId === a.productId)).toEqual(
    [],
  );
  await a.cdp.detach();
  await a.pushService.close();
});
