/**
 * The shopper's wishlist: one row per (user, product), enforced by the unique index, so adding twice — a
 * double tap, or a replayed offline request — keeps one row and answers with it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { WishlistItem } from '../../../src/domain/api/shopper';
import type { Db } from '../../db/client';
import { products, stores, wishlistItems } from '../../db/schema';
import { productNotFound } from '../../http/errors';
import { publicSql } from '../catalogue/visibility';

const itemColumns = {
  id: wishlistItems.id,
  userId: wishlistItems.userId,
  productId: wishlistItems.productId,
  createdAt: wishlistItems.createdAt,
  product: {
    id: products.id,
    name: products.name,
    price: products.price,
    discountedPrice: products.discountedPrice,
    images: products.images,
    status: products.status,
    stock: products.stock,
  },
  storeId: stores.id,
  storeName: stores.name,
};

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId));
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function toWire(row: ItemRow): WishlistItem {
  return {
    id: row.id,
    userId: row.userId,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
    product: { ...row.product, store: { id: row.storeId, name: row.storeName } },
  };
}

/** Kept items stay listed when the product later leaves sale: the shopper sees its status instead of a gap. */
export async function listWishlist(db: Db, userId: number): Promise<WishlistItem[]> {
  const rows = await selectItems(db)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map(toWire);
}

/** Adds (only products the public can see); `created` is false when it was already there. */
export async function addToWishlist(db: Db, userId: number, productId: number) {
  const [product] = await db
    .select({ storeId: products.storeId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, productId), publicSql('product')));
  if (!product) throw productNotFound();
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  const [row] = await selectItems(db).where(
    and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)),
  );
  if (!row) throw productNotFound();
  return { item: toWire(row), created: inserted.length > 0, storeId: product.storeId };
}

export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}
