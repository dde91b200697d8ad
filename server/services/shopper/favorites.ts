/** Stores the shopper follows: they get promotion and highlight notifications from them. One row per pair. */
import { and, desc, eq } from 'drizzle-orm';
import type { FavoriteStore } from '../../../src/domain/api/shopper';
import type { Db } from '../../db/client';
import { favoriteStores, stores } from '../../db/schema';
import { storeNotFound } from '../../http/errors';
import { storeColumns } from '../catalogue/product-rows';
import { toStoreWire } from '../catalogue/serialize';
import { publicSql } from '../catalogue/visibility';

async function selectFavorites(db: Db, userId: number, storeId?: number): Promise<FavoriteStore[]> {
  const rows = await db
    .select({ createdAt: favoriteStores.createdAt, store: storeColumns })
    .from(favoriteStores)
    .innerJoin(stores, eq(stores.id, favoriteStores.storeId))
    .where(and(eq(favoriteStores.userId, userId), storeId === undefined ? undefined : eq(stores.id, storeId)))
    .orderBy(desc(favoriteStores.createdAt), desc(favoriteStores.storeId));
  return rows.map((r) => ({
    storeId: r.store.id,
    createdAt: r.createdAt.toISOString(),
    store: toStoreWire(r.store),
  }));
}

export const listFavoriteStores = (db: Db, userId: number) => selectFavorites(db, userId);

export async function followStore(db: Db, userId: number, storeId: number) {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), publicSql('store')));
  if (!store) throw storeNotFound();
  const inserted = await db
    .insert(favoriteStores)
    .values({ userId, storeId })
    .onConflictDoNothing()
    .returning({ storeId: favoriteStores.storeId });
  const [favorite] = await selectFavorites(db, userId, storeId);
  if (!favorite) throw storeNotFound();
  return { favorite, created: inserted.length > 0 };
}

export async function unfollowStore(db: Db, userId: number, storeId: number): Promise<boolean> {
  const removed = await db
    .delete(favoriteStores)
    .where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.storeId, storeId)))
    .returning({ storeId: favoriteStores.storeId });
  return removed.length > 0;
}
