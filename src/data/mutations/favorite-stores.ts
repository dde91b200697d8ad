/** Follow / unfollow a store: optimistic, same pipeline as the wishlist. */
import { db, type PendingMutationRow } from '../db';
import { failureMessage } from '../messages';
import { defineMutation } from './engine';
import { capture } from './snapshot';

export const FOLLOW_FAILED = 'Não foi possível seguir a loja';
export const UNFOLLOW_FAILED = 'Não foi possível deixar de seguir a loja';

export function favoriteStoreUrl(storeId: number): string {
  return `/api/favorite-stores/${storeId}`;
}

export const followStore: (storeId: number) => Promise<PendingMutationRow> = defineMutation({
  kind: 'favoriteStore.follow',
  tables: ['favoriteStores'],
  target: (storeId: number) => ({ family: 'favoriteStore', key: storeId }),
  request: (storeId) => ({ method: 'POST', url: favoriteStoreUrl(storeId) }),
  apply: async (storeId, { mutationId }) => {
    const snapshot = await capture('favoriteStores', [storeId]);
    const existing = await db.favoriteStores.get(storeId);
    await db.favoriteStores.put({
      storeId,
      createdAt: existing?.createdAt ?? new Date().toISOString(),
      pendingMutationId: mutationId,
    });
    return snapshot;
  },
  async reconcile(target) {
    await db.favoriteStores
      .where('storeId')
      .equals(target.key)
      .modify((r) => {
        delete r.pendingMutationId;
      });
  },
  refusal: () => failureMessage(FOLLOW_FAILED),
});

export const unfollowStore: (storeId: number) => Promise<PendingMutationRow> = defineMutation({
  kind: 'favoriteStore.unfollow',
  tables: ['favoriteStores'],
  target: (storeId: number) => ({ family: 'favoriteStore', key: storeId }),
  request: (storeId) => ({ method: 'DELETE', url: favoriteStoreUrl(storeId) }),
  apply: async (storeId) => {
    const snapshot = await capture('favoriteStores', [storeId]);
    await db.favoriteStores.delete(storeId);
    return snapshot;
  },
  refusal: () => failureMessage(UNFOLLOW_FAILED),
});
