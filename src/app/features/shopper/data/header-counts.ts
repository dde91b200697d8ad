import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../../data/db';

/** Wishlist and reservation badges, straight from the local tables (pending items included); the bell's is
 * `useUnreadCount`. */
export function useHeaderCounts() {
  return (
    useLiveQuery(async () => {
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
