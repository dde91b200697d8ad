import { effectiveReservationStatus, type ReservationStatus } from '../../../../domain/reservation';

export const RESERVATION_GROUPS = [
  { key: 'active', title: 'Ativas' },
  { key: 'expired', title: 'Expiradas' },
  { key: 'completed', title: 'Retiradas' },
  { key: 'cancelled', title: 'Canceladas' },
] as const;
export type ReservationGroupKey = (typeof RESERVATION_GROUPS)[number]['key'];

const GROUP_OF: Record<ReservationStatus, ReservationGroupKey> = {
  pending: 'active',
  expired: 'expired',
  completed: 'completed',
  cancelled: 'cancelled',
};

/**
 * Spec 000 §4: pending with a future expiresAt is active, pending past it is expired (the server may not
 * have swept yet). Active ones are ordered by the hold that ends first.
 */
export function groupReservations<I extends { row: { status: ReservationStatus; expiresAt: string } }>(
  items: I[],
  now: Date,
): Record<ReservationGroupKey, I[]> {
  const groups: Record<ReservationGroupKey, I[]> = { active: [], expired: [], completed: [], cancelled: [] };
  for (const item of items) groups[GROUP_OF[effectiveReservationStatus(item.row, now)]].push(item);
  groups.active.sort((a, b) => a.row.expiresAt.localeCompare(b.row.expiresAt));
  return groups;
}
