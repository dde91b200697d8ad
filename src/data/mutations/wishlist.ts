/** Wishlist toggle (spec 000 §4): optimistic add/remove, rollback with the §8 toast on a final refusal. */
import type { ProductWire } from '../../domain/api/catalogue';
import { messages } from '../../domain/messages';
import { db, type PendingMutationRow, type WishlistRow } from '../db';
import { registerMutation, runMutation } from './engine';
import { capture } from './snapshot';
import { num, str, unwrap } from './wire';

const c = messages.consumer;

export async function addToWishlist(product: ProductWire): Promise<PendingMutationRow> {
  return runMutation({
    kind: 'wishlist.add',
    target: `wishlist:${product.id}`,
    method: 'POST',
    url: `/api/wishlist/${product.id}`,
    apply: async (mutationId) => {
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
          price: product.discountedPrice ?? product.price,
          images: product.images,
          store: { id: product.storeId, name: product.storeName },
        },
        pendingMutationId: mutationId,
      });
      return snapshot;
    },
  });
}

export async function removeFromWishlist(productId: number): Promise<PendingMutationRow> {
  return runMutation({
    kind: 'wishlist.remove',
    target: `wishlist:${productId}`,
    method: 'DELETE',
    url: `/api/wishlist/${productId}`,
    apply: async () => {
      const snapshot = await capture('wishlist', [productId]);
      await db.wishlist.delete(productId);
      return snapshot;
    },
  });
}

registerMutation('wishlist.add', {
  async reconcile(row) {
    const productId = Number(row.target.split(':')[1]);
    const body = unwrap(row.outcome?.body, 'item', 'wishlistItem');
    await db.wishlist
      .where('productId')
      .equals(productId)
      .modify((item: WishlistRow) => {
        delete item.pendingMutationId;
        item.id = num(body?.id) ?? item.id;
        item.userId = num(body?.userId) ?? item.userId;
        item.createdAt = str(body?.createdAt) ?? item.createdAt;
      });
  },
  refusal: () => ({ variant: 'destructive', title: c.errorTitle, description: c.wishlistAddFailed }),
});

registerMutation('wishlist.remove', {
  refusal: () => ({ variant: 'destructive', title: c.errorTitle, description: c.wishlistRemoveFailed }),
});
