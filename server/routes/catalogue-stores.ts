/**
 * Public catalogue: stores with distance, a store's page, banners and promotions. Every GET here
 * carries a weak ETag (304 on match); product lists are catalogue.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerSchema,
  CITY_LIST_LIMITS,
  cityListLimitSchema,
  errorResponseSchema,
  promotionSchema,
  storeDetailSchema,
  storeSchema,
} from '../../src/domain/api/catalogue';
import { STORE_SEARCH_RADIUS_MAX_METERS, storeSearchMessages } from '../../src/domain/api/messages';
import { sellerMessages } from '../../src/domain/api/seller';
import { useEtags } from '../http/etag';
import { cachedPublicAccess, idParams } from '../http/route-kit';
import {
  countActiveFlashPromotions,
  listActivePromotions,
  listBanners,
} from '../services/catalogue/promotions';
import { getStoreDetail, listStores } from '../services/catalogue/stores';

const tags = ['catálogo'];

const promotionsQuery = z.object({ limit: cityListLimitSchema.default(CITY_LIST_LIMITS.promotionsDefault) });

const storesQuery = z
  .object({
    lat: z.coerce
      .number()
      .min(-90, sellerMessages.latitudeInvalid)
      .max(90, sellerMessages.latitudeInvalid)
      .optional(),
    lng: z.coerce
      .number()
      .min(-180, sellerMessages.longitudeInvalid)
      .max(180, sellerMessages.longitudeInvalid)
      .optional(),
    radius: z.coerce
      .number()
      .positive(storeSearchMessages.radiusNotPositive)
      .max(STORE_SEARCH_RADIUS_MAX_METERS, storeSearchMessages.radiusTooLarge)
      .optional(),
    limit: cityListLimitSchema.optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: storeSearchMessages.coordinatesTogether,
    path: ['lat'],
  });

export const catalogueStoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  useEtags(app);

  app.get(
    '/stores',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listStores',
        summary: 'Lista as lojas, por distância quando há um ponto',
        tags,
        querystring: storesQuery,
        response: { 200: z.array(storeSchema), 400: errorResponseSchema },
      },
    },
    (request) => listStores(db, request.query),
  );

  app.get(
    '/stores/:id',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'getStore',
        summary: 'Retorna uma loja',
        tags,
        params: idParams,
        response: { 200: storeDetailSchema, 404: errorResponseSchema },
      },
    },
    (request) => getStoreDetail(db, request.params.id),
  );

  app.get(
    '/banners',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listBanners',
        summary: 'Lista os banners da página inicial',
        tags,
        response: { 200: z.array(bannerSchema) },
      },
    },
    () => listBanners(db),
  );

  app.get(
    '/promotions',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listPromotions',
        summary: 'Lista as promoções em vigor, as que terminam antes primeiro',
        tags,
        querystring: promotionsQuery,
        response: { 200: z.array(promotionSchema), 400: errorResponseSchema },
      },
    },
    (request) => listActivePromotions(db, { limit: request.query.limit }),
  );

  app.get(
    '/promotions/flash',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listFlashPromotions',
        summary: 'Lista as promoções relâmpago em vigor, as que terminam antes primeiro',
        tags,
        querystring: promotionsQuery,
        response: { 200: z.array(promotionSchema), 400: errorResponseSchema },
      },
    },
    (request) => listActivePromotions(db, { flashOnly: true, limit: request.query.limit }),
  );

  app.get(
    '/promotions/flash/count',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'countFlashPromotions',
        summary: 'Conta as promoções relâmpago em vigor',
        tags,
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async () => ({ count: await countActiveFlashPromotions(db) }),
  );
};
