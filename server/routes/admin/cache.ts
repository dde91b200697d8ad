/**
 * /api/admin/cache: how this process's caches are doing (spec 001 §9's metrics, shown while the flag
 * cache-metrics is on): the shared public answers (products and main caches) and renders, and the product
 * caches (highlight selections, search). Per process: each replica answers for itself.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCacheSchema, adminMessages } from '../../../src/domain/api/admin';
import { notFound } from '../../http/errors';
import { publicCache } from '../../http/public-cache';
import { errorResponses } from '../../http/route-kit';
import { productCaches } from '../../services/catalogue/product-cache';
import { adminAccess, adminTags } from './kit';

export const adminCacheRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cache',
    {
      config: adminAccess,
      schema: {
        operationId: 'getCacheStats',
        summary: 'Retorna os números do cache deste processo',
        tags: adminTags('cache'),
        response: { 200: adminCacheSchema, ...errorResponses },
      },
    },
    () => {
      // Evaluated for the whole installation, as every server-side flag: enabled is on.
      if (!app.featureFlags.current()['cache-metrics'].enabled)
        throw notFound(adminMessages.cacheMetricsOff, 'FEATURE_DISABLED');
      const { highlights, search } = productCaches(app.database);
      const { products, main, ...publicAnswers } = publicCache(app.database).stats;
      return {
        publicAnswers,
        products,
        main,
        highlights: highlights.stats(),
        search: search.stats(),
      };
    },
  );
};
