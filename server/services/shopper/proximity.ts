/**
 * Proximity automation: a shopper who opted in gets one 'proximity' notification per followed store and
 * São Paulo day when they are within their radius of it while it runs an active promotion. The "once per
 * store per day" decision is made under a per-user transaction lock, so two checks racing from two tabs
 * (or two server processes) can never both notify.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  distanceMeters,
  PROXIMITY_RADIUS,
  type ProximityCheck,
  type ProximityCheckResult,
  type ProximityPreferences,
  proximityMessages,
  proximityNotificationText,
} from '../../../src/domain/api/proximity';
import { saoPauloDayKey } from '../../../src/domain/format';
import type { Db } from '../../db/client';
import {
  favoriteStores,
  notifications,
  products,
  promotions,
  proximityPreferences,
  stores,
} from '../../db/schema';
import { conflict } from '../../http/errors';
import { deliverNotifications, type NotifyDeps } from '../accounts/notifications';
import { publicSql } from '../catalogue/visibility';

export async function getProximityPreferences(db: Db, userId: number): Promise<ProximityPreferences> {
  const [row] = await db.select().from(proximityPreferences).where(eq(proximityPreferences.userId, userId));
  return row
    ? { enabled: row.enabled, radiusMeters: row.radiusMeters }
    : { enabled: false, radiusMeters: PROXIMITY_RADIUS.default };
}

export async function setProximityPreferences(
  db: Db,
  userId: number,
  prefs: ProximityPreferences,
): Promise<ProximityPreferences> {
  await db
    .insert(proximityPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({
      target: proximityPreferences.userId,
      set: { enabled: prefs.enabled, radiusMeters: prefs.radiusMeters, updatedAt: new Date() },
    });
  return prefs;
}

/** Followed stores with coordinates and a public promotion running at `now` (the first one ending is named). */
async function followedStoresWithPromotions(db: Db, userId: number, now: Date) {
  const rows = await db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      latitude: stores.latitude,
      longitude: stores.longitude,
      promotionTitle: promotions.title,
      endsAt: promotions.endsAt,
    })
    .from(favoriteStores)
    .innerJoin(stores, eq(stores.id, favoriteStores.storeId))
    .innerJoin(promotions, eq(promotions.storeId, stores.id))
    .innerJoin(products, eq(products.id, promotions.productId))
    .where(
      and(
        eq(favoriteStores.userId, userId),
        isNotNull(stores.latitude),
        isNotNull(stores.longitude),
        publicSql('promotion', now),
      ),
    );
  const byStore = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byStore.get(row.storeId);
    if (!seen || row.endsAt < seen.endsAt) byStore.set(row.storeId, row);
  }
  return [...byStore.values()];
}

export async function checkProximity(
  deps: NotifyDeps,
  userId: number,
  point: ProximityCheck,
  now = new Date(),
): Promise<ProximityCheckResult> {
  const { db } = deps.database;
  const prefs = await getProximityPreferences(db, userId);
  if (!prefs.enabled) throw conflict(proximityMessages.disabled, 'PROXIMITY_DISABLED');

  const nearby = (await followedStoresWithPromotions(db, userId, now))
    .map((s) => ({
      ...s,
      distanceMeters: Math.round(distanceMeters(point, { lat: s.latitude ?? 0, lng: s.longitude ?? 0 })),
    }))
    .filter((s) => s.distanceMeters <= prefs.radiusMeters)
    .sort((a, b) => a.distanceMeters - b.distanceMeters);

  const day = saoPauloDayKey(now);
  const created =
    nearby.length === 0
      ? []
      : await db.transaction(async (tx) => {
          // Serialises this user's checks; other users are not blocked.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feira:proximity:${userId}`}))`);
          const already = await tx
            .select({ storeId: sql<string>`${notifications.data}->>'storeId'` })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, userId),
                eq(notifications.type, 'proximity'),
                sql`${notifications.data}->>'proximityDay' = ${day}`,
                inArray(
                  sql`${notifications.data}->>'storeId'`,
                  nearby.map((s) => String(s.storeId)),
                ),
              ),
            );
          const done = new Set(already.map((r) => Number(r.storeId)));
          const fresh = nearby.filter((s) => !done.has(s.storeId));
          if (fresh.length === 0) return [];
          return tx
            .insert(notifications)
            .values(
              fresh.map((s) => ({
                userId,
                type: 'proximity' as const,
                ...proximityNotificationText(s.storeName, s.distanceMeters, s.promotionTitle),
                data: { storeId: s.storeId, proximityDay: day, url: `/stores/${s.storeId}` },
                sentAt: now,
              })),
            )
            .returning();
        });
  // Socket and push only after the commit: a rolled-back row must never reach a phone.
  if (created.length > 0) await deliverNotifications(deps, created);

  return {
    nearby: nearby.map((s) => ({
      storeId: s.storeId,
      storeName: s.storeName,
      distanceMeters: s.distanceMeters,
    })),
    notified: created.length,
  };
}
