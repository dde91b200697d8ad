import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../../data/db';

/** Counters of the header badges, straight from the local tables (pending items included). */
export function useHeaderCounts() {
  return (
    useLiveQuery(async () => {
      const now = new Date().toISOString();
      const [wishlist, reservations, unread] = await Promise.all([
        db.wishlist.count(),
        db.reservations
          .where('status')
          .equals('pending')
          .filter((r) => r.expiresAt > now)
          .count(),
        db.notifications.filter((n) => !n.isRead).count(),
      ]);
      return { wishlist, reservations, unread };
    }, []) ?? { wishlist: 0, reservations: 0, unread: 0 }
  );
}
