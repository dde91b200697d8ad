import { db } from '../db';

const KEEP = 20;

/** Remembers the last products opened on this device (home page "vistos recentemente"). */
export async function recordRecentlyViewed(productId: number, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.recentlyViewed, async () => {
    await db.recentlyViewed.put({ productId, viewedAt: now });
    const stale = await db.recentlyViewed.orderBy('viewedAt').reverse().offset(KEEP).primaryKeys();
    await db.recentlyViewed.bulkDelete(stale);
  });
}
