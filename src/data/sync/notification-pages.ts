/**
 * Merging one page of GET /api/notifications into the device's copy (pure). The server orders by sentAt then
 * id, newest first; a page answers for the slice between its first and last rows (from the top for page 1,
 * to the bottom for the last page). Inside that slice the server is the truth: a local row it does not list
 * was deleted elsewhere. Outside it, what an earlier page brought stays, so older pages survive a refresh of
 * the first one and remain readable offline. Rows with a pending local change keep their local state. Also
 * the badge's arithmetic over the server's unread count.
 */
import type { NotificationRow, SyncStateRow } from '../db';

/** The notification center's row in `syncState` (its server counts). */
export const NOTIFICATIONS_STATE_KEY = 'notifications';

export interface NotificationPageAnswer {
  rows: readonly NotificationRow[];
  /** Page 1: the slice reaches the newest notification. */
  first: boolean;
  /** No next page: the slice reaches the oldest one. */
  last: boolean;
}

/** Newest first: sentAt, then id (the server's ORDER BY sentAt DESC, id DESC). */
export function newerFirst(a: NotificationRow, b: NotificationRow): number {
  if (a.sentAt !== b.sentAt) return a.sentAt < b.sentAt ? 1 : -1;
  return b.id - a.id;
}

export function mergeNotificationPage(
  local: readonly NotificationRow[],
  answer: NotificationPageAnswer,
  isProtected: (id: number) => boolean,
): NotificationRow[] {
  const sorted = [...answer.rows].sort(newerFirst);
  const newest = sorted[0];
  const oldest = sorted[sorted.length - 1];
  // An empty page past the end says nothing about any slice; an empty first-and-last page says "none".
  if (!newest || !oldest) {
    if (!(answer.first && answer.last)) return [...local];
    return local.filter((row) => isProtected(row.id));
  }
  const inSlice = (row: NotificationRow) =>
    (answer.first || newerFirst(row, newest) >= 0) && (answer.last || newerFirst(row, oldest) <= 0);
  const byId = new Map(sorted.map((row) => [row.id, row]));
  const out: NotificationRow[] = [];
  for (const row of local) {
    if (isProtected(row.id)) out.push(row);
    else if (byId.has(row.id)) continue;
    else if (!inSlice(row)) out.push(row);
  }
  const kept = new Set(out.map((row) => row.id));
  for (const row of sorted) if (!kept.has(row.id)) out.push(row);
  return out.sort(newerFirst);
}

/**
 * The badge (spec 000 §2): the server's unread count as of the last page, moved by what changed on this
 * device since (a mark-read here, a notification from the socket). Before any answer, the device's rows.
 */
export function unreadBadge(
  state: Pick<SyncStateRow, 'unreadCount' | 'unreadHereAtPull'> | undefined,
  unreadHere: number,
): number {
  if (state?.unreadCount === undefined || state.unreadHereAtPull === undefined) return unreadHere;
  return Math.max(0, state.unreadCount + unreadHere - state.unreadHereAtPull);
}
