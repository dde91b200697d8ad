/**
 * Notification analytics through the real click path: a push delivered to the shopper's service worker
 * (CDP, as in push-notification.spec.ts) is clicked by dispatching a NotificationEvent inside the worker,
 * which runs the worker's own 'notificationclick' listeners (sw/notification-opens.ts). Playwright cannot
 * click a system notification, so this is the closest the browser allows.
 */
import type { BrowserContext } from '@playwright/test';
import { NOTIFICATION_OPENS_SYNC_TAG } from '../../src/domain/notification';
import { demoSellerAlerts, newFollower } from './fixtures/promotion-alerts';
import { pushChannel } from './fixtures/push-service';
import { serverJson } from './fixtures/session';
import { deliverPush, expect, test } from './fixtures/test';

type Notice = { id: number; type: string; title: string; message: string };

/** Clicks every notification the worker shows; resolves when the click handlers' work has settled. */
async function clickShownNotifications(context: BrowserContext): Promise<number> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker in the shopper context');
  return worker.evaluate(async () => {
    // The test's tsconfig has no WebWorker types: what the worker scope offers, spelled out.
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const shown = await sw.registration.getNotifications();
    for (const notification of shown) {
      const event = new sw.NotificationEvent('notificationclick', { notification });
      // Chromium refuses waitUntil on a script-built event ("Can not call waitUntil on a script constructed
      // ExtendableEvent"); the handler's promise is already running by then, so it is collected here instead
      // and awaited, which also tells the test when the click's work is over.
      const work: Promise<unknown>[] = [];
      Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => work.push(p) });
      sw.dispatchEvent(event);
      // Opening or focusing a tab needs a user gesture a synthetic click lacks; only the counting matters here.
      await Promise.allSettled(work);
    }
    return shown.length;
  });
}

test('push: a promotion push clicked by the follower, offline first, counts one open in the store analytics', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The seller's second store: the other promotion journeys follow the first, and `sent` is counted exactly.
  const { store, before, promotionCounts, promote } = await demoSellerAlerts(page, 1);
  const { context: shopperContext, page: shopper } = await newFollower(
    { browser, baseURL, request },
    store.id,
    'clique',
    { push: true },
  );
  await promote(`Clique ${Date.now().toString(36)}`);
  const promotionNotice = async () =>
    (await serverJson<{ notifications: Notice[] }>(shopper, '/api/notifications')).notifications.find(
      (n) => n.type === 'promotion',
    );
  await expect.poll(async () => (await promotionNotice())?.id ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  const notice = (await promotionNotice()) as Notice;

  // The payload the server's Web Push sender builds for this follower (server/push/plugin.ts).
  const { cdp, registrationId } = await pushChannel(shopperContext, shopper, baseURL);
  const shownCount = () =>
    shopper.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length);
  const push = {
    origin: baseURL,
    registrationId,
    data: JSON.stringify({
      title: notice.title,
      body: notice.message,
      url: `/stores/${store.id}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: `promotion-${notice.id}`,
      data: { notificationId: notice.id, type: 'promotion' },
    }),
  };
  await deliverPush(cdp, push, shownCount);
  expect(await shownCount()).toBe(1);

  // Clicked with no network: the handler has finished, and the server has not heard of it yet.
  await shopperContext.setOffline(true);
  expect(await clickShownNotifications(shopperContext)).toBe(1);
  expect((await promotionCounts())?.opened).toBe(before?.opened ?? 0);

  // Back online, the worker's Background Sync sends the kept click. Chromium fires a sync registered under
  // DevTools' offline emulation at once (its own network state says online), so the test fires it again.
  await shopperContext.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: baseURL,
    registrationId,
    tag: NOTIFICATION_OPENS_SYNC_TAG,
    lastChance: false,
  });
  await expect
    .poll(async () => (await promotionCounts())?.opened, { timeout: 15_000 })
    .toBe((before?.opened ?? 0) + 1);

  // The same push clicked again online: still one open for this notification and this shopper.
  await deliverPush(cdp, push, shownCount);
  expect(await shownCount()).toBe(1);
  expect(await clickShownNotifications(shopperContext)).toBe(1);
  const after = await promotionCounts();
  expect(after?.opened).toBe((before?.opened ?? 0) + 1);
  expect(after?.sent).toBe((before?.sent ?? 0) + 1);
  await cdp.detach();
  await shopperContext.close();
});
