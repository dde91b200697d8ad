declare const self: ServiceWorkerGlobalScope;

/** Focuses a tab already on the notification's URL, else opens it (same origin only). */
export function setupNotificationClick(): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const raw = (event.notification.data as { url?: unknown } | null)?.url;
    const target = new URL(typeof raw === 'string' ? raw : '/', self.location.origin);
    if (target.origin !== self.location.origin) return;
    event.waitUntil(
      (async () => {
        const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = clients.find((c) => {
          const url = new URL(c.url);
          return url.pathname + url.search === target.pathname + target.search;
        });
        if (same) {
          await same.focus();
          return;
        }
        await self.clients.openWindow(target.href);
      })(),
    );
  });
}
