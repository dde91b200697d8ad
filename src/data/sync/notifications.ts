/**
 * The notification center's copy on the device: pages of GET /api/notifications (spec 000 §7, 20 a page)
 * merged into `notifications` (notification-pages.ts), so "Carregar mais" reaches the oldest one and what was
 * loaded stays readable offline; and the server's `unreadCount`, kept in the collection's sync state with the
 * device's own count at that moment, so the badge is the server's number moved by what changed here since.
 */
import { NOTIFICATION_PAGE_SIZE } from '../../domain/constants';
import { NOTIFICATION_TYPES } from '../../domain/notification-types';
import { db, type NotificationRow, type SyncStateRow } from '../db';
import { requestJson } from '../http';
import { targetOf } from '../mutations/targets';
import { num, str, unwrap } from '../mutations/wire';
import { protectedKeys } from './merge';
import { mergeNotificationPage, NOTIFICATIONS_STATE_KEY, newerFirst } from './notification-pages';

export function notificationFromServer(item: unknown): NotificationRow | null {
  const r = unwrap(item);
  const id = num(r?.id);
  if (!r || id === undefined) return null;
  const type = str(r.type);
  return {
    id,
    type: (NOTIFICATION_TYPES as readonly string[]).includes(type ?? '')
      ? (type as NotificationRow['type'])
      : 'other',
    title: str(r.title) ?? '',
    message: str(r.message) ?? '',
    isRead: r.isRead === true,
    readAt: str(r.readAt) ?? null,
    sentAt: str(r.sentAt) ?? str(r.createdAt) ?? new Date().toISOString(),
    data: r.data ?? undefined,
  };
}

/** Fetches one page and merges it; resolves with the rows it brought and whether an older page exists. */
export async function pullNotificationPage(
  page: number,
  retries?: number,
): Promise<{ rows: NotificationRow[]; hasNextPage: boolean }> {
  const { data } = await requestJson<unknown>(
    `/api/notifications?page=${page}&limit=${NOTIFICATION_PAGE_SIZE}&unreadOnly=false`,
    retries === undefined ? {} : { retries },
  );
  const body = unwrap(data) ?? {};
  const list = Array.isArray(data) ? data : Array.isArray(body.notifications) ? body.notifications : [];
  const rows = list.flatMap((n) => notificationFromServer(n) ?? []);
  const pagination = unwrap(body.pagination);
  const hasNextPage =
    typeof pagination?.hasNextPage === 'boolean'
      ? pagination.hasNextPage
      : rows.length >= NOTIFICATION_PAGE_SIZE;
  const unreadCount = num(body.unreadCount);
  const totalCount = num(pagination?.totalCount);

  await db.transaction('rw', db.notifications, db.pendingMutations, db.syncState, async () => {
    const targets = (await db.pendingMutations.toArray())
      .filter((m) => m.state !== 'succeeded' && m.state !== 'refused')
      .map(targetOf);
    const keys = protectedKeys(targets, 'notification');
    // A pending "mark all read" keeps every local row as this device left it.
    const allPending = targets.some((t) => t.family === 'notifications');
    const isProtected = (id: number) => allPending || keys.has(String(id));
    const merged = mergeNotificationPage(
      await db.notifications.toArray(),
      { rows, first: page === 1, last: !hasNextPage },
      isProtected,
    );
    const answered = new Map(rows.map((row) => [row.id, row]));
    const unreadHereAtPull = merged.filter((row) => !(answered.get(row.id) ?? row).isRead).length;
    await db.notifications.clear();
    await db.notifications.bulkPut(merged);
    const state: SyncStateRow = {
      collection: NOTIFICATIONS_STATE_KEY,
      fetchedAt: Date.now(),
      ...(unreadCount === undefined ? {} : { unreadCount: allPending ? 0 : unreadCount, unreadHereAtPull }),
      ...(totalCount === undefined ? {} : { totalCount }),
    };
    if (allPending) state.unreadHereAtPull = merged.filter((row) => !row.isRead).length;
    await db.syncState.put(state);
  });
  return { rows, hasNextPage };
}

/** The newest page: what the schedule, the socket and the center's opening ask for. */
export function pullNotifications(retries: number): Promise<void> {
  return pullNotificationPage(1, retries).then(() => undefined);
}

/**
 * "Carregar mais": the page after what the device holds. Pages move when notifications arrive or are deleted
 * meanwhile, so a page that brought nothing older than the device's oldest row is followed by the next one.
 */
export async function loadOlderNotifications(): Promise<{ hasNextPage: boolean }> {
  const local = await db.notifications.toArray();
  const oldest = local.sort(newerFirst)[local.length - 1];
  let page = Math.floor(local.length / NOTIFICATION_PAGE_SIZE) + 1;
  for (let tries = 0; tries < 5; tries += 1) {
    const { rows, hasNextPage } = await pullNotificationPage(page);
    const reachedOlder = oldest === undefined || rows.some((row) => newerFirst(row, oldest) > 0);
    if (reachedOlder || !hasNextPage) return { hasNextPage };
    page += 1;
  }
  return { hasNextPage: true };
}
