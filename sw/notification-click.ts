declare const self: ServiceWorkerGlobalScope;

/** The part of the Clients API the click handler needs (a fake in unit tests). */
export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}
export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
}

/**
 * Focuses a tab already on the notification's URL, else opens it. Only same-origin URLs: a push payload
 * is not allowed to send the shopper to another site.
 */
export async function openNotificationTarget(
  rawUrl: unknown,
  origin: string,
  clients: WindowClients,
): Promise<'focused' | 'opened' | 'refused'> {
  const target = new URL(typeof rawUrl === 'string' ? rawUrl : '/', origin);
  if (target.origin !== origin) return 'refused';
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((c) => {
    const url = new URL(c.url);
    return url.pathname + url.search === target.pathname + target.search;
  });
  if (same) {
    await same.focus();
    return 'focused';
  }
  await clients.openWindow(target.href);
  return 'opened';
}

export function setupNotificationClick(): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const raw = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openNotificationTarget(raw, self.location.origin, self.clients));
  });
}
