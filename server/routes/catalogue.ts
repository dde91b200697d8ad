/**
 * Public catalogue: product lists with every filter of spec 001's list request, detail, highlights,
 * categories; stores, banners and promotions are catalogue-stores.ts. Every GET here carries a weak ETag (304
 * on match).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySchema,
  errorResponseSchema,
  type PublicListRequest,
  paginate,
  priceRangeSchema,
  productAnswerSchema,
  productPageSchema,
  productSchema,
  validatePublicListRequest,
} from '../../src/domain/api/catalogue';
import { apiMessages } from '../../src/domain/api/messages';
import { SEARCH_LIMITS, searchTermSchema } from '../../src/domain/api/search';
import { categoryFromSlug } from '../../src/domain/categories';
import { productSuccessMessages } from '../../src/domain/product/messages';
import { categorySchema as productCategorySchema } from '../../src/domain/product/value-objects/category';
import { notFound } from '../http/errors';
import { useEtags } from '../http/etag';
import { cachedPublicAccess, idParams } from '../http/route-kit';
import { EVENTS_CHANNEL } from '../realtime/events';
import { clearProductCaches, invalidateFromEvent } from '../services/catalogue/product-cache';
import { listRequestError } from '../services/catalogue/product-queries';
import {
  getPublicProduct,
  listCategories,
  listHighlights,
  listPublicProducts,
  publicPriceRange,
} from '../services/catalogue/products';
import { searchCatalogue } from '../services/catalogue/search';
import { getStore } from '../services/catalogue/stores';

const tags = ['catálogo'];

/** Documents the list query for OpenAPI; the values are judged by the domain list request (codes of spec 001 §8). */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();
const listQuery = z.looseObject({
  page: queryValue,
  limit: queryValue,
  storeId: queryValue,
  category: queryValue,
  statuses: queryValue,
  highlightedOnly: queryValue,
  searchTerm: queryValue,
  minPrice: queryValue,
  maxPrice: queryValue,
  inStockOnly: queryValue,
  discountedOnly: queryValue,
  sort: queryValue,
  sortField: queryValue,
  sortDirection: queryValue,
});

function parseListQuery(query: unknown, overrides: Record<string, unknown> = {}): PublicListRequest {
  const result = validatePublicListRequest({ ...(query as object), ...overrides });
  if (!result.success) throw listRequestError(result.error);
  return result.data;
}

const categoryQuery = z.object({
  category: productCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  useEtags(app);
  // Other server processes change products too: their events evict this process's caches.
  const stopListening = await app.database.notifier.listen(EVENTS_CHANNEL, (payload) =>
    invalidateFromEvent(app.database, payload),
  );
  const stopClearing = app.database.onListenRestored(() => clearProductCaches(app.database));
  app.addHook('onClose', async () => {
    stopClearing();
    await stopListening();
  });

  app.get(
    '/categories',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listCategories',
        summary: 'Lista as categorias com a contagem de produtos',
        tags,
        response: { 200: z.array(categorySchema) },
      },
    },
    () => listCategories(db),
  );

  app.get(
    '/categories/:slug/products',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listCategoryProducts',
        summary: 'Lista os produtos de uma categoria',
        tags,
        params: z.object({ slug: z.string() }),
        querystring: listQuery,
        response: { 200: productPageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => {
      const category = categoryFromSlug(request.params.slug);
      if (!category) throw notFound(apiMessages.categoryNotFound, 'CATEGORY_NOT_FOUND');
      return listPublicProducts(db, parseListQuery(request.query, { category }));
    },
  );

  app.get(
    '/products',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listProducts',
        summary: 'Lista os produtos ativos, com filtros e paginação',
        tags,
        querystring: listQuery,
        response: { 200: productPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listPublicProducts(db, parseListQuery(request.query)),
  );

  app.get(
    '/products/highlighted',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listHighlightedProducts',
        summary: 'Lista os produtos em destaque',
        tags,
        querystring: categoryQuery,
        response: { 200: z.array(productSchema) },
      },
    },
    (request) => listHighlights(app.database, request.query),
  );

  app.get(
    '/products/discounted',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listDiscountedProducts',
        summary: 'Lista os produtos com desconto',
        tags,
        querystring: listQuery,
        response: { 200: productPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listPublicProducts(db, parseListQuery(request.query, { discountedOnly: true })),
  );

  app.get(
    '/products/recent',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listRecentProducts',
        summary: 'Lista os produtos mais recentes',
        tags,
        querystring: listQuery,
        response: { 200: productPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listPublicProducts(db, parseListQuery(request.query, { sort: 'createdAt:desc' })),
  );

  app.get(
    '/products/price-range',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'getPriceRange',
        summary: 'Retorna o menor e o maior preço do catálogo',
        tags,
        querystring: categoryQuery.pick({ category: true }),
        response: { 200: priceRangeSchema },
      },
    },
    (request) => publicPriceRange(db, request.query.category),
  );

  app.get(
    '/products/search',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'searchProducts',
        summary: 'Busca produtos por texto, com filtros',
        tags,
        querystring: z.object({
          q: searchTermSchema,
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(SEARCH_LIMITS.resultsMax)
            .default(SEARCH_LIMITS.resultsDefault),
        }),
        response: { 200: productPageSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { products } = await searchCatalogue(app.database, request.query.q, request.query.limit);
      return {
        products,
        pagination: paginate(1, request.query.limit, products.length),
        message: productSuccessMessages.listed(products.length),
      };
    },
  );

  app.get(
    '/products/:id',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'getProduct',
        summary: 'Retorna um produto',
        tags,
        params: idParams,
        response: { 200: productAnswerSchema, 404: errorResponseSchema },
      },
    },
    (request) => getPublicProduct(db, request.params.id),
  );

  app.get(
    '/stores/:id/products',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listStoreProducts',
        summary: 'Lista os produtos de uma loja',
        tags,
        params: idParams,
        querystring: listQuery,
        response: { 200: productPageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, { storeId: request.params.id });
      await getStore(db, request.params.id);
      return listPublicProducts(db, query);
    },
  );

  app.get(
    '/highlights',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'listHighlights',
        summary: 'Lista os destaques escolhidos de cada loja',
        tags,
        querystring: categoryQuery,
        response: { 200: z.array(productSchema) },
      },
    },
    (request) => listHighlights(app.database, request.query),
  );
};
