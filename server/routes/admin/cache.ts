/**
 * /api/admin/cache: how this process's caches are doing (spec 001 §9's metrics): the shared public answers and
 * renders, and the product caches (highlight selections, search). Per process: each replica answers for itself.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '../../http/public-cache';
import { errorResponses } from '../../http/route-kit';
import { productCaches } from '../../services/catalogue/product-cache';
import { adminAccess, adminTags } from './kit';

const cacheStats = z.object({
  size: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  hitRate: z.number(),
});

export const adminCacheRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cache',
    {
      config: adminAccess,
      schema: {
        operationId: 'getCacheStats',
        summary: 'Retorna os números do cache deste processo',
        tags: adminTags('cache'),
        response: {
          200: z.object({
            publicAnswers: cacheStats.extend({ generation: z.number().int() }),
            highlights: cacheStats,
            search: cacheStats,
          }),
          ...errorResponses,
        },
      },
    },
    () => {
      const { highlights, search } = productCaches(app.database);
      return {
        publicAnswers: publicCache(app.database).stats,
        highlights: highlights.stats(),
        search: search.stats(),
      };
    },
  );
};
