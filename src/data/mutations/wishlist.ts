/** Wishlist toggle (spec 000 §4): optimistic add/remove, rollback with the §8 toast on a final refusal. */
import type { ProductWire } from '../../domain/api/catalogue';
import { messages } from '../../domain/messages';
import { db, type PendingMutationRow, type WishlistRow } from '../db';
import { failureMessage } from '../messages';
import { defineMutation } from './engine';
import { capture } from './snapshot';
import { num, str, unwrap } from './wire';

const c = messages.consumer;

export const addToWishlist: (product: ProductWire) => Promise<PendingMutationRow> = defineMutation({
  kind: 'wishlist.add',
  tables: ['wishlist'],
  target: (product: ProductWire) => ({ family: 'wishlist', key: product.id }),
  request: (product) => ({ method: 'POST', url: `/api/wishlist/${product.id}` }),
  apply: async (product, { mutationId }) => {
    const snapshot = await capture('wishlist', [product.id]);
    const existing = await db.wishlist.get(product.id);
    // Favourite ids stay unique (spec 000 §5): adding twice keeps the first createdAt.
    await db.wishlist.put({
      ...existing,
      productId: product.id,
      createdAt: existing?.createdAt ?? new Date().toISOString(),
      product: {
        id: product.id,
        name: product.name,
        price: product.effectivePrice,
        images: product.images,
        store: { id: product.storeId, name: product.storeName },
      },
      pendingMutationId: mutationId,
    });
    return snapshot;
  },
  async reconcile(target, body) {
    const item = unwrap(body, 'item', 'wishlistItem');
    await db.wishlist
      .where('productId')
      .equals(target.key)
      .modify((row: WishlistRow) => {
        delete row.pendingMutationId;
        row.id = num(item?.id) ?? row.id;
        row.userId = num(item?.userId) ?? row.userId;
        row.createdAt = str(item?.createdAt) ?? row.createdAt;
      });
  },
  refusal: () => failureMessage(c.wishlistAddFailed),
});

export const removeFromWishlist: (productId: number) => Promise<PendingMutationRow> = defineMutation({
  kind: 'wishlist.remove',
  tables: ['wishlist'],
  target: (productId: number) => ({ family: 'wishlist', key: productId }),
  request: (productId) => ({ method: 'DELETE', url: `/api/wishlist/${productId}` }),
  apply: async (productId) => {
    const snapshot = await capture('wishlist', [productId]);
    await db.wishlist.delete(productId);
    return snapshot;
  },
  refusal: () => failureMessage(c.wishlistRemoveFailed),
});
