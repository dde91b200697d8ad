import { describe, expect, it } from 'vitest';
import { notificationReport, openRate } from './notification-analytics';

describe('notification analytics', () => {
  const range = { from: '2026-03-01', to: '2026-03-02' };

  it('counts sent, pushed and opened per type, and per São Paulo day of sending', () => {
    const report = notificationReport(
      [
        {
          type: 'promotion',
          sentAt: '2026-03-02T02:30:00Z',
          pushedAt: '2026-03-02T02:30:01Z',
          openedAt: null,
        },
        {
          type: 'promotion',
          sentAt: '2026-03-02T03:30:00Z',
          pushedAt: '2026-03-02T03:30:01Z',
          openedAt: '2026-03-04T10:00:00Z',
        },
        {
          type: 'proximity',
          sentAt: '2026-03-01T12:00:00Z',
          pushedAt: null,
          openedAt: '2026-03-01T12:05:00Z',
        },
        { type: 'other', sentAt: '2026-03-01T12:00:00Z', pushedAt: null, openedAt: null },
        { type: 'promotion', sentAt: '2026-02-20T12:00:00Z', pushedAt: null, openedAt: null },
      ],
      range,
    );
    expect(report.byType.find((t) => t.type === 'promotion')).toEqual({
      type: 'promotion',
      sent: 2,
      pushed: 2,
      opened: 1,
    });
    expect(report.byType.find((t) => t.type === 'proximity')).toMatchObject({
      sent: 1,
      pushed: 0,
      opened: 1,
    });
    // 23:30 on the 1st and 00:30 on the 2nd (São Paulo) are two days; an open days later counts on the sending day.
    expect(report.series).toEqual([
      { day: '2026-03-01', sent: 2, opened: 1 },
      { day: '2026-03-02', sent: 1, opened: 1 },
    ]);
  });

  it('has no open rate when nothing was sent', () => {
    expect(openRate(0, 0)).toBeNull();
    expect(openRate(3, 1)).toBe(33);
  });
});
