/** Search over products and stores, search tracking and popular terms. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import {
  popularSearchSchema,
  SEARCH_LIMITS,
  searchQuerySchema,
  searchResponseSchema,
  searchTrackSchema,
} from '../../src/domain/api/search';
import { useEtags } from '../http/etag';
import { cachedPublicAccess, publicAccess } from '../http/route-kit';
import { enforceWriteLimit } from '../http/write-limits';
import { popularSearchTerms, searchCatalogue, trackSearchTerm } from '../services/catalogue/search';

const tags = ['busca'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  useEtags(app);

  app.get(
    '/search',
    {
      config: cachedPublicAccess,
      schema: {
        operationId: 'search',
        summary: 'Busca produtos e lojas',
        tags,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) => searchCatalogue(app.database, request.query.q, request.query.limit),
  );

  app.post(
    '/search/track',
    {
      config: publicAccess,
      schema: {
        operationId: 'trackSearch',
        summary: 'Registra uma busca feita pelo usuário',
        tags,
        body: searchTrackSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Anonymous, and it feeds the public popular searches: one address cannot push a term to the top.
      await enforceWriteLimit(app, 'searchTrack', { ip: request.ip });
      await trackSearchTerm(db, request.body.term);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/search/popular',
    {
      config: publicAccess,
      schema: {
        operationId: 'listPopularSearches',
        summary: 'Lista os termos mais buscados',
        tags,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(SEARCH_LIMITS.popularDefault),
        }),
        response: { 200: popularSearchSchema },
      },
    },
    (request) => popularSearchTerms(db, request.query.limit),
  );
};
