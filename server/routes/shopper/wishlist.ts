import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/api/catalogue';
import {
  favoriteStoreSchema,
  removalResultSchema,
  wishlistItemSchema,
} from '../../../src/domain/api/shopper';
import { actorOf } from '../../auth/access';
import { idParamsOf, userAccess } from '../../http/route-kit';
import { publishEvent } from '../../realtime/events';
import { recordAnalytics } from '../../services/seller/analytics';
import { followStore, listFavoriteStores, unfollowStore } from '../../services/shopper/favorites';
import { addToWishlist, listWishlist, removeFromWishlist } from '../../services/shopper/wishlist';

const productParams = idParamsOf(undefined, 'productId');
const storeParams = idParamsOf(undefined, 'storeId');
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Wishlist and favourite stores. Adding twice keeps one row; removing what is gone is not an error. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The user's other tabs and devices refresh their copy.
  const changed = (userId: number, collection: 'wishlist' | 'user-data') =>
    publishEvent(app.database, { type: 'data-changed', collection, userId });

  app.get(
    '/wishlist',
    {
      config: userAccess,
      schema: {
        operationId: 'listWishlist',
        summary: 'Lista os produtos da lista de desejos',
        tags: ['lista de desejos'],
        response: { 200: z.array(wishlistItemSchema), ...errors },
      },
    },
    (request) => listWishlist(db, actorOf(request).id),
  );

  app.post(
    '/wishlist/:productId',
    {
      config: userAccess,
      schema: {
        operationId: 'addToWishlist',
        summary: 'Adiciona um produto à lista de desejos',
        tags: ['lista de desejos'],
        params: productParams,
        response: { 200: wishlistItemSchema, 201: wishlistItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = actorOf(request).id;
      const { item, created, storeId } = await addToWishlist(db, userId, request.params.productId);
      if (created) {
        await recordAnalytics(db, { storeId, productId: item.productId, kind: 'wishlist_add' }).catch(
          (error: unknown) => request.log.warn({ err: error }, 'analytics not recorded'),
        );
        await changed(userId, 'wishlist');
      }
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/wishlist/:productId',
    {
      config: userAccess,
      schema: {
        operationId: 'removeFromWishlist',
        summary: 'Remove um produto da lista de desejos',
        tags: ['lista de desejos'],
        params: productParams,
        response: { 200: removalResultSchema, ...errors },
      },
    },
    async (request) => {
      const userId = actorOf(request).id;
      const removed = await removeFromWishlist(db, userId, request.params.productId);
      if (removed) await changed(userId, 'wishlist');
      return { success: true as const, removed };
    },
  );

  app.get(
    '/favorite-stores',
    {
      config: userAccess,
      schema: {
        operationId: 'listFavoriteStores',
        summary: 'Lista as lojas favoritas',
        tags: ['lojas favoritas'],
        response: { 200: z.array(favoriteStoreSchema), ...errors },
      },
    },
    (request) => listFavoriteStores(db, actorOf(request).id),
  );

  app.post(
    '/favorite-stores/:storeId',
    {
      config: userAccess,
      schema: {
        operationId: 'followStore',
        summary: 'Adiciona uma loja às favoritas',
        tags: ['lojas favoritas'],
        params: storeParams,
        response: { 200: favoriteStoreSchema, 201: favoriteStoreSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = actorOf(request).id;
      const { favorite, created } = await followStore(db, userId, request.params.storeId);
      if (created) await changed(userId, 'user-data');
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    '/favorite-stores/:storeId',
    {
      config: userAccess,
      schema: {
        operationId: 'unfollowStore',
        summary: 'Remove uma loja das favoritas',
        tags: ['lojas favoritas'],
        params: storeParams,
        response: { 200: removalResultSchema, ...errors },
      },
    },
    async (request) => {
      const userId = actorOf(request).id;
      const removed = await unfollowStore(db, userId, request.params.storeId);
      if (removed) await changed(userId, 'user-data');
      return { success: true as const, removed };
    },
  );
};
