import { deliverPush, expect, test, waitForPushReady, waitForServiceWorkerControl } from './fixtures/test';

type Shown = { title: string; body: string; lang: string; data: { url?: string; notificationId?: number } };

test('push: a message delivered to the service worker shows the Portuguese notification with its URL', async ({
  baseURL,
  context,
  page,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForPushReady(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');

  // The payload the server's Web Push sender builds for a follower alert (server/push/plugin.ts).
  const productId = 3;
  const payload = {
    title: 'Destaque na Banca do Zé',
    body: 'Tomate italiano está em destaque por R$ 7,90.',
    url: `/products/${productId}`,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    tag: 'highlight-41',
    data: { notificationId: 41, type: 'highlight' },
  };
  const shown = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        lang: n.lang,
        data: n.data as { url?: string },
      }));
    });
  const message = { origin: baseURL, registrationId: await registrationId, data: JSON.stringify(payload) };
  await deliverPush(cdp, message, async () => (await shown()).length);
  expect(await shown()).toHaveLength(1);
  const [notification] = (await shown()) as [Shown];
  expect(notification).toEqual({
    title: 'Destaque na Banca do Zé',
    body: 'Tomate italiano está em destaque por R$ 7,90.',
    lang: 'pt-BR',
    // The id goes back to the server when the push is clicked (notification analytics, sw/notification-opens.ts).
    data: { url: `/products/${productId}`, notificationId: 41 },
  });

  // The same news pushed again (same tag, its price updated meanwhile) replaces the notification instead of
  // stacking a copy. The second push is handed over until its text is shown, which proves the worker handled
  // it; the list read after that holds that one notification only.
  const again = { ...payload, body: 'Tomate italiano está em destaque por R$ 6,90.' };
  await deliverPush(
    cdp,
    { ...message, data: JSON.stringify(again) },
    async () => (await shown()).filter((n) => n.body === again.body).length,
  );
  expect((await shown()).map((n) => n.body)).toEqual([again.body]);
  await cdp.detach();
});
