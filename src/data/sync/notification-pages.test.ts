import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../db';
import { mergeNotificationPage, newerFirst, unreadBadge } from './notification-pages';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString();
const row = (id: number, minute = id, isRead = false): NotificationRow => ({
  id,
  type: 'other',
  title: `N${id}`,
  message: '',
  isRead,
  readAt: null,
  sentAt: at(minute),
});
/** The server's list, newest first, cut in pages of `size`. */
const pageOf = (all: NotificationRow[], page: number, size: number) => {
  const sorted = [...all].sort(newerFirst);
  const rows = sorted.slice((page - 1) * size, page * size);
  return { rows, first: page === 1, last: page * size >= sorted.length };
};
const ids = (rows: NotificationRow[]) => rows.map((r) => r.id);
const never = () => false;

describe('mergeNotificationPage', () => {
  const server = Array.from({ length: 45 }, (_, i) => row(i + 1));

  it('keeps older pages when the first one is read again, and reaches the oldest page by page', () => {
    let local: NotificationRow[] = [];
    for (const page of [1, 2, 3]) local = mergeNotificationPage(local, pageOf(server, page, 20), never);
    expect(local).toHaveLength(45);
    local = mergeNotificationPage(local, pageOf(server, 1, 20), never);
    expect(ids(local)).toEqual(ids([...server].sort(newerFirst)));
  });

  it('drops, inside the page it answers for, a row deleted elsewhere; outside it, keeps rows', () => {
    let local: NotificationRow[] = [];
    for (const page of [1, 2, 3]) local = mergeNotificationPage(local, pageOf(server, page, 20), never);
    const remaining = server.filter((r) => r.id !== 40 && r.id !== 3);
    local = mergeNotificationPage(local, pageOf(remaining, 1, 20), never);
    expect(ids(local)).not.toContain(40);
    expect(ids(local)).toContain(3);
    expect(local).toHaveLength(44);
  });

  it('takes the server state of a row unless it has a pending change', () => {
    const local = [row(2, 2, false), row(1, 1, true)];
    const answer = { rows: [row(2, 2, true), row(1, 1, false)], first: true, last: true };
    const merged = mergeNotificationPage(local, answer, (id) => id === 1);
    expect(merged.map((r) => [r.id, r.isRead])).toEqual([
      [2, true],
      [1, true],
    ]);
  });

  it('a first and last page that is empty clears all but pending rows; an empty later page changes nothing', () => {
    const local = [row(1), row(2)];
    expect(
      ids(mergeNotificationPage(local, { rows: [], first: true, last: true }, (id) => id === 2)),
    ).toEqual([2]);
    expect(ids(mergeNotificationPage(local, { rows: [], first: false, last: true }, never))).toEqual([1, 2]);
  });

  it('orders equal times by id, as the server does', () => {
    const merged = mergeNotificationPage(
      [],
      { rows: [row(1, 5), row(3, 5), row(2, 5)], first: true, last: true },
      never,
    );
    expect(ids(merged)).toEqual([3, 2, 1]);
  });
});

describe('unreadBadge', () => {
  it('is the server count right after a pull, then moves with the changes made here', () => {
    const state = { unreadCount: 30, unreadHereAtPull: 12 };
    expect(unreadBadge(state, 12)).toBe(30);
    expect(unreadBadge(state, 10)).toBe(28);
    expect(unreadBadge(state, 13)).toBe(31);
  });

  it('counts the device rows before any answer and never goes below 0', () => {
    expect(unreadBadge(undefined, 4)).toBe(4);
    expect(unreadBadge({ unreadCount: 0, unreadHereAtPull: 5 }, 0)).toBe(0);
  });
});
