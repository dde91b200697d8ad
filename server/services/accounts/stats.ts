/** The profile counters of GET /api/users/me, computed from the real tables in one round trip. */
import { sql } from 'drizzle-orm';
import type { UserStats } from '../../../src/domain/api/auth';
import type { Db } from '../../db/client';
import { favoriteStores, reservations, wishlistItems } from '../../db/schema';

export async function userStats(db: Db, userId: number, now: Date = new Date()): Promise<UserStats> {
  const at = now.toISOString();
  // "Active" and "expired" follow isReservationActive/effectiveReservationStatus of src/domain: a pending
  // reservation past its hold counts as expired even before the sweep marks it.
  const [row] = await db
    .select({
      wishlist: sql<number>`(select count(*) from ${wishlistItems} where ${wishlistItems.userId} = ${userId})::int`,
      favorites: sql<number>`(select count(*) from ${favoriteStores} where ${favoriteStores.userId} = ${userId})::int`,
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${reservations.status} = 'pending' and ${reservations.expiresAt} > ${at}::timestamptz))::int`,
      completed: sql<number>`(count(*) filter (where ${reservations.status} = 'completed'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${reservations.status} = 'cancelled'))::int`,
      expired: sql<number>`(count(*) filter (where ${reservations.status} = 'expired' or (${reservations.status} = 'pending' and ${reservations.expiresAt} <= ${at}::timestamptz)))::int`,
    })
    .from(reservations)
    .where(sql`${reservations.userId} = ${userId}`);
  const r = row ?? { wishlist: 0, favorites: 0, total: 0, active: 0, completed: 0, cancelled: 0, expired: 0 };
  return {
    wishlistCount: r.wishlist,
    // The header badge counts reservations still to pick up, so reservationsCount is the active count.
    reservationsCount: r.active,
    totalReservationsCount: r.total,
    activeReservationsCount: r.active,
    completedReservationsCount: r.completed,
    cancelledReservationsCount: r.cancelled,
    expiredReservationsCount: r.expired,
    favoriteStoresCount: r.favorites,
  };
}
