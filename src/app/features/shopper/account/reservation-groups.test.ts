import { describe, expect, it } from 'vitest';
import { groupReservations } from './reservation-groups';

describe('groupReservations', () => {
  it('puts pending-but-past-hold reservations under expired and orders active by the hold ending first', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const item = (
      id: number,
      status: 'pending' | 'cancelled' | 'completed' | 'expired',
      expiresAt: string,
    ) => ({
      row: { id, status, expiresAt },
    });
    const groups = groupReservations(
      [
        item(1, 'pending', '2025-06-01T13:30:00Z'),
        item(2, 'pending', '2025-06-01T12:30:00Z'),
        item(3, 'pending', '2025-06-01T11:59:59Z'),
        item(4, 'cancelled', '2025-06-01T13:00:00Z'),
        item(5, 'completed', '2025-06-01T10:00:00Z'),
      ],
      now,
    );
    expect(groups.active.map((g) => g.row.id)).toEqual([2, 1]);
    expect(groups.expired.map((g) => g.row.id)).toEqual([3]);
    expect(groups.cancelled.map((g) => g.row.id)).toEqual([4]);
    expect(groups.completed.map((g) => g.row.id)).toEqual([5]);
  });
});
