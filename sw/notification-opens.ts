/**
 * Push clicks for the seller's notification analytics: each click is written to Dexie first
 * (`notificationOpens`, one row per notification, so a second click changes nothing) and then reported to
 * `POST /api/notifications/{id}/opened` with the click's own time. A click made offline stays in the table
 * and is sent on the next click, push or Background Sync event; the server keeps the first open only, so a
 * resend never counts twice.
 */
import { isApiAnswer } from '../src/data/connectivity';
import { db, type NotificationOpenRow } from '../src/data/db';
import { NOTIFICATION_OPENS_SYNC_TAG } from '../src/domain/notification';

declare const self: ServiceWorkerGlobalScope;

export type SendVerdict = 'done' | 'retry';

/** Where the outbox lives (Dexie in the worker, a Map in unit tests). */
export interface OpenStore {
  all(): Promise<NotificationOpenRow[]>;
  remove(notificationId: number): Promise<void>;
}

/** 2xx: counted. Another 4xx (404: deleted, or not this user's): nothing to retry. 401, 408, 429, 5xx, no API answer: later. */
export function verdictOf(response: Pick<Response, 'status' | 'headers' | 'type'>): SendVerdict {
  if (!isApiAnswer(response)) return 'retry';
  if (response.status < 300) return 'done';
  if (response.status >= 500 || [401, 408, 429].includes(response.status)) return 'retry';
  return 'done';
}

/** Sends every kept click; true when none is left waiting. */
export async function flushOpens(
  store: OpenStore,
  send: (row: NotificationOpenRow) => Promise<SendVerdict>,
): Promise<boolean> {
  let waiting = false;
  for (const row of await store.all()) {
    const verdict = await send(row).catch((): SendVerdict => 'retry');
    if (verdict === 'done') await store.remove(row.notificationId);
    else waiting = true;
  }
  return !waiting;
}

const dexieStore: OpenStore = {
  all: () => db.notificationOpens.toArray(),
  remove: (id) => db.notificationOpens.delete(id),
};

async function sendOpen(row: NotificationOpenRow): Promise<SendVerdict> {
  const response = await fetch(`/api/notifications/${row.notificationId}/opened`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ openedAt: row.openedAt }),
  });
  return verdictOf(response);
}

/**
 * The `sync` event's flush: rejects while clicks are left, because only a rejected sync event is retried
 * by the browser (with its own backoff); a resolved one counts as done, and the clicks then waited for the
 * next click, push or page load.
 */
export async function flushForSync(
  store: OpenStore,
  send: (row: NotificationOpenRow) => Promise<SendVerdict>,
): Promise<void> {
  if (!(await flushOpens(store, send))) throw new Error('feira: aberturas mantidas para nova tentativa');
}

export async function flushNotificationOpens(): Promise<void> {
  const done = await flushOpens(dexieStore, sendOpen);
  if (!done) {
    const sync = (
      self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    ).sync;
    await sync?.register(NOTIFICATION_OPENS_SYNC_TAG).catch(() => undefined);
  }
}

/** The click itself: kept first (the first click's time wins), then sent if the network allows. */
export async function recordNotificationOpen(notificationId: number, at = new Date()): Promise<void> {
  const existing = await db.notificationOpens.get(notificationId);
  if (!existing) await db.notificationOpens.put({ notificationId, openedAt: at.toISOString() });
  await flushNotificationOpens();
}

export function setupNotificationOpens(): void {
  // Beside notification-click's listener (which opens the tab): counting never delays or blocks opening.
  self.addEventListener('notificationclick', (event) => {
    const id = Number((event.notification.data as { notificationId?: unknown } | null)?.notificationId);
    if (Number.isInteger(id) && id > 0) event.waitUntil(recordNotificationOpen(id).catch(() => undefined));
  });
  self.addEventListener('sync', (event) => {
    const e = event as ExtendableEvent & { tag?: string };
    if (e.tag === NOTIFICATION_OPENS_SYNC_TAG) e.waitUntil(flushForSync(dexieStore, sendOpen));
  });
}
