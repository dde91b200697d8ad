import { db } from '../../../../data/db';
import { useLiveRead } from '../../../reads/live-read';

/** Wishlist and reservation badges, straight from the local tables (pending items included); the bell's is
 * `useUnreadCount`. */
export function useHeaderCounts() {
  return (
    useLiveRead(async () => {
      const now = new Date().toISOString();
      const [wishlist, reservations] = await Promise.all([
        db.wishlist.count(),
        db.reservations
          .where('status')
          .equals('pending')
          .filter((r) => r.expiresAt > now)
          .count(),
      ]);
      return { wishlist, reservations };
    }, []) ?? { wishlist: 0, reservations: 0 }
  );
}
