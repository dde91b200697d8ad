import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerSchema,
  categorySchema,
  errorResponseSchema,
  productPageSchema,
  productSchema,
  storeSchema,
} from '../../src/domain/api/catalogue';
import {
  countActiveFlashPromotions,
  getPublicProduct,
  getStore,
  listBanners,
  listCategories,
  listHighlights,
  listPublicProducts,
  listStores,
} from '../services/catalogue';

const idParams = z.object({ id: z.coerce.number().int().positive('ID deve ser numérico ou UUID válido') });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'A página deve ser no mínimo 1').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'O limite deve ser entre 1 e 100')
    .max(100, 'O limite deve ser entre 1 e 100')
    .default(50),
  category: z.string().trim().min(1).optional(),
  storeId: z.coerce.number().int().positive().optional(),
});

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/categories', { schema: { tags: ['catálogo'], response: { 200: z.array(categorySchema) } } }, () =>
    listCategories(db),
  );

  app.get(
    '/products',
    { schema: { tags: ['catálogo'], querystring: pageQuery, response: { 200: productPageSchema } } },
    (request) => listPublicProducts(db, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catálogo'],
        params: idParams,
        response: { 200: productSchema, 404: errorResponseSchema },
      },
    },
    (request) => getPublicProduct(db, request.params.id),
  );

  app.get('/stores', { schema: { tags: ['catálogo'], response: { 200: z.array(storeSchema) } } }, () =>
    listStores(db),
  );

  app.get(
    '/stores/:id',
    {
      schema: {
        tags: ['catálogo'],
        params: idParams,
        response: { 200: storeSchema, 404: errorResponseSchema },
      },
    },
    (request) => getStore(db, request.params.id),
  );

  app.get(
    '/stores/:id/products',
    {
      schema: {
        tags: ['catálogo'],
        params: idParams,
        querystring: pageQuery.omit({ storeId: true }),
        response: { 200: productPageSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await getStore(db, request.params.id);
      return listPublicProducts(db, { ...request.query, storeId: request.params.id });
    },
  );

  app.get('/highlights', { schema: { tags: ['catálogo'], response: { 200: z.array(productSchema) } } }, () =>
    listHighlights(db),
  );

  app.get('/banners', { schema: { tags: ['catálogo'], response: { 200: z.array(bannerSchema) } } }, () =>
    listBanners(db),
  );

  app.get(
    '/promotions/flash/count',
    { schema: { tags: ['catálogo'], response: { 200: z.object({ count: z.number().int() }) } } },
    async () => ({ count: await countActiveFlashPromotions(db) }),
  );
};
