/**
 * Push → a Portuguese notification (FCM or standard Web Push payloads), kept in the notifications table so
 * the bell is right on next open, and the app badge set to the unread count where supported. Only for the user
 * signed in on this device: a push for anyone else (a user who signed out of this shared phone) is dropped,
 * neither shown nor written to the notifications table.
 */
import { db } from '../src/data/db';
import { PAGE_MESSAGES, type PageMessage } from '../src/data/worker-protocol';
import { notificationSchema } from '../src/domain/notification';
import { flushNotificationOpens } from './notification-opens';
import { notifyPages } from './pages';

declare const self: ServiceWorkerGlobalScope;

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
const DEFAULT_TITLE = 'Feira';
const DEFAULT_URL = '/account/notifications';

type Payload = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const obj = (v: unknown): Payload => (v && typeof v === 'object' ? (v as Payload) : {});

export interface ShownPush {
  title: string;
  body: string;
  url: string;
  /** Same tag = same news: a resent push replaces the notification instead of stacking a copy. */
  tag?: string;
  notification?: Payload;
  /** The server's notification id, reported back when the push is clicked (notification analytics). */
  notificationId?: number;
  /** The recipient (the server puts it in every push it sends). */
  userId?: number;
}

/**
 * Reads Feira's own payload, an FCM message ({notification, data}; Feira's FCM sender puts its own payload as
 * a JSON string in data.payload, server/push/fcm-sender.ts) or plain text.
 */
export function readPush(raw: string | null): ShownPush {
  let payload: Payload = {};
  try {
    payload = raw ? obj(JSON.parse(raw)) : {};
  } catch {
    return { title: DEFAULT_TITLE, body: raw ?? '', url: DEFAULT_URL };
  }
  const inner = obj(payload.data).payload;
  if (typeof inner === 'string') {
    try {
      payload = { ...payload, ...obj(JSON.parse(inner)) };
    } catch {
      // Not Feira's FCM payload: the outer message is all there is.
    }
  }
  const fcm = obj(payload.notification);
  const data = obj(payload.data);
  const nested = obj(data.notification);
  return {
    title: text(payload.title) ?? text(fcm.title) ?? text(data.title) ?? text(nested.title) ?? DEFAULT_TITLE,
    body:
      text(payload.body) ??
      text(payload.message) ??
      text(fcm.body) ??
      text(data.body) ??
      text(data.message) ??
      text(nested.message) ??
      '',
    url: text(payload.url) ?? text(data.url) ?? text(obj(payload.fcmOptions).link) ?? DEFAULT_URL,
    tag: text(payload.tag) ?? text(fcm.tag),
    notification: Object.keys(nested).length > 0 ? nested : undefined,
    ...idOf(data.notificationId ?? nested.id),
    ...recipientOf(payload.userId),
  };
}

function recipientOf(value: unknown): { userId?: number } {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? { userId: value } : {};
}

/**
 * Whether a push is for whoever is signed in here: a push naming a user shows only while that user is signed in
 * on this device (nobody signed in, or someone else, and it is dropped). A push naming no one (a server from
 * before pushes carried it) is nobody's data and shows.
 */
export function isForThisDevice(push: Pick<ShownPush, 'userId'>, signedIn: number | null): boolean {
  return push.userId === undefined || push.userId === signedIn;
}

/** The user signed in on this device: the `me` record sign-in writes and every end of the session clears. */
async function signedInUserId(): Promise<number | null> {
  const row = await db.me.get('me');
  const id = (row?.user as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
}

export interface PushSteps {
  signedInUserId(): Promise<number | null>;
  show(shown: ShownPush): Promise<void>;
  keep(notification: Payload | undefined): Promise<void>;
  afterwards(): Promise<void>;
}

/**
 * One push: shown only for the signed-in user (or for no one in particular), and written to the notifications
 * table only while someone is signed in (the table is theirs). True when it was shown.
 */
export async function deliverPush(shown: ShownPush, steps: PushSteps): Promise<boolean> {
  const signedIn = await steps.signedInUserId().catch(() => null);
  if (!isForThisDevice(shown, signedIn)) return false;
  await steps.show(shown);
  if (signedIn !== null) await steps.keep(shown.notification).catch(() => undefined);
  await steps.afterwards();
  return true;
}

function idOf(value: unknown): { notificationId?: number } {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? { notificationId: id } : {};
}

type BadgeNavigator = WorkerNavigator & {
  setAppBadge?: (n?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The app badge shows `unread` (none: cleared), where the platform has one. */
async function setBadge(unread: number): Promise<void> {
  const nav = self.navigator as BadgeNavigator;
  if (!nav.setAppBadge) return;
  const update = unread > 0 ? nav.setAppBadge(unread) : (nav.clearAppBadge?.() ?? nav.setAppBadge(0));
  await update.catch(() => undefined);
}

export async function updateAppBadge(): Promise<void> {
  if (!(self.navigator as BadgeNavigator).setAppBadge) return;
  await setBadge(await db.notifications.filter((n) => !n.isRead).count());
}

async function keepNotification(raw: Payload | undefined): Promise<void> {
  const parsed = notificationSchema.safeParse(raw);
  if (!parsed.success || Number.isNaN(Number(parsed.data.id))) return;
  const n = parsed.data;
  await db.notifications.put({
    id: Number(n.id),
    type: n.type,
    title: n.title,
    message: n.message,
    isRead: n.isRead,
    readAt: n.readAt ?? null,
    sentAt: n.sentAt,
    data: n.data ?? undefined,
  });
}

const workerSteps: PushSteps = {
  signedInUserId,
  show: (shown) =>
    self.registration.showNotification(shown.title, {
      body: shown.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'pt-BR',
      ...(shown.tag ? { tag: shown.tag } : {}),
      data: shown.notificationId
        ? { url: shown.url, notificationId: shown.notificationId }
        : { url: shown.url },
    }),
  keep: keepNotification,
  afterwards: async () => {
    await updateAppBadge().catch(() => undefined);
    await notifyPages({ type: 'feira:queue', v: 1, size: -1 }).catch(() => undefined);
    // A push means the network is back: clicks kept while offline can go now.
    await flushNotificationOpens().catch(() => undefined);
  },
};

/**
 * Nobody is signed in on this device any more: the notifications still on screen were the previous user's, so
 * they go, and so does the app badge. Done by the worker, which outlives the page: a sign-out followed at once
 * by a reload or a closed tab still closes them.
 */
export async function closeShownNotifications(
  registration: Pick<ServiceWorkerRegistration, 'getNotifications'>,
): Promise<number> {
  const shown = await registration.getNotifications();
  for (const notification of shown) notification.close();
  return shown.length;
}

export function setupPush(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(deliverPush(readPush(event.data?.text() ?? null), workerSteps));
  });
  self.addEventListener('message', (event) => {
    const message = event.data as PageMessage | null;
    if (message?.type !== PAGE_MESSAGES.session || message.userId !== null) return;
    event.waitUntil(
      Promise.all([closeShownNotifications(self.registration), setBadge(0)]).catch(() => undefined),
    );
  });
}
