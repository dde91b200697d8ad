/** Follow / unfollow a store: optimistic, same pipeline as the wishlist. */
import { messages } from '../../domain/messages';
import { db, type PendingMutationRow } from '../db';
import { registerMutation, runMutation } from './engine';
import { capture } from './snapshot';

export const FOLLOW_FAILED = 'Não foi possível seguir a loja';
export const UNFOLLOW_FAILED = 'Não foi possível deixar de seguir a loja';

export function favoriteStoreUrl(storeId: number): string {
  return `/api/favorite-stores/${storeId}`;
}

export async function followStore(storeId: number): Promise<PendingMutationRow> {
  return runMutation({
    kind: 'favoriteStore.follow',
    target: `favoriteStore:${storeId}`,
    method: 'POST',
    url: favoriteStoreUrl(storeId),
    apply: async (mutationId) => {
      const snapshot = await capture('favoriteStores', [storeId]);
      const existing = await db.favoriteStores.get(storeId);
      await db.favoriteStores.put({
        storeId,
        createdAt: existing?.createdAt ?? new Date().toISOString(),
        pendingMutationId: mutationId,
      });
      return snapshot;
    },
  });
}

export async function unfollowStore(storeId: number): Promise<PendingMutationRow> {
  return runMutation({
    kind: 'favoriteStore.unfollow',
    target: `favoriteStore:${storeId}`,
    method: 'DELETE',
    url: favoriteStoreUrl(storeId),
    apply: async () => {
      const snapshot = await capture('favoriteStores', [storeId]);
      await db.favoriteStores.delete(storeId);
      return snapshot;
    },
  });
}

registerMutation('favoriteStore.follow', {
  async reconcile(row) {
    const storeId = Number(row.target.split(':')[1]);
    await db.favoriteStores
      .where('storeId')
      .equals(storeId)
      .modify((r) => {
        delete r.pendingMutationId;
      });
  },
  refusal: () => ({
    variant: 'destructive',
    title: messages.consumer.errorTitle,
    description: FOLLOW_FAILED,
  }),
});

registerMutation('favoriteStore.unfollow', {
  refusal: () => ({
    variant: 'destructive',
    title: messages.consumer.errorTitle,
    description: UNFOLLOW_FAILED,
  }),
});
