/**
 * Serves the routes marked `publicCache` from the process's cache of public answers (public-cache.ts): a hit
 * is answered before the session is looked up or the route runs; a miss stores the serialized answer on its
 * way out. Registered before the auth plugin, so its request hook runs first.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureFlagKey } from '../../src/domain/feature-flag-rule';
import { EVENTS_CHANNEL, type FeiraEvent } from '../realtime/events';
import { productCaches } from '../services/catalogue/product-cache';
import { analyticsBuffer } from '../services/seller/analytics-buffer';
import { countsOfAnswer } from './answer-counts';
import { tagsOfEvent, tagsOfPath, ttlOfPath } from './cache-tags';
import { answerOf, publicCache } from './public-cache';
import { sendCached } from './send-cached';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer is the same for every caller and changes only with the catalogue: cache it. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation a cacheable request began in (a miss); undefined otherwise. */
    publicCacheSince: number | undefined;
  }
}

export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = publicCache(app.database);
    const counts = analyticsBuffer(app.database);
    // The cache flags are evaluated for the whole process (a shared answer serves every user): an enabled flag
    // is on, whatever its rollout. Until the flags plugin is up, the defaults hold.
    const flag = (key: FeatureFlagKey, fallback: boolean) => () =>
      app.hasDecorator('featureFlags') ? app.featureFlags.current()[key].enabled : fallback;
    cache.policy = {
      invalidateOnEvents: flag('cache-invalidation-service', true),
      categoryInvalidation: flag('category-cache-invalidation', false),
      normalizeKeys: flag('optimized-cache-strategies', false),
      keepLastGood: flag('circuit-breaker-cache', false),
    };
    cache.startCleanup();
    // The product caches (highlight selections, search) are spec 001 §9's too: their expired entries go every
    // 60 s as well.
    const { highlights, search } = productCaches(app.database);
    highlights.startCleanup();
    search.startCleanup();
    // Changes made through other processes (and this one's own, a second time: harmless).
    const stopListening = await app.database.notifier.listen(EVENTS_CHANNEL, (payload) => {
      try {
        cache.drop(tagsOfEvent(JSON.parse(payload) as FeiraEvent));
      } catch {
        cache.drop('all');
      }
    });
    // Events published while the LISTEN connection was lost never reached this process.
    const stopRestoring = app.database.onListenRestored(() => cache.drop('all'));
    app.addHook('onClose', async () => {
      cache.stopCleanup();
      highlights.stopCleanup();
      search.stopCleanup();
      stopRestoring();
      await stopListening();
      await counts.flush().catch((error: unknown) => app.log.warn({ err: error }, 'analytics counts lost'));
    });

    app.decorateRequest('publicCacheSince', undefined);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config?.publicCache) return;
      // While changes made elsewhere cannot be heard, nothing is served from the cache nor stored in it: the
      // route answers from the database (or says it is unavailable). A generation of -1 is never current.
      if (!app.database.listening()) {
        request.publicCacheSince = -1;
        return;
      }
      const hit = cache.get(cache.keyOf(request.url));
      if (hit) {
        counts.add(hit.counts);
        return sendCached(request, reply, hit);
      }
      request.publicCacheSince = cache.begin();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const since = request.publicCacheSince;
      if (since === undefined) return payload;
      if (reply.statusCode === 503) {
        // Circuit breaker (flag circuit-breaker-cache): the database cannot answer, so the last answer this
        // process gave for the URL is better than none. Marked so a client can tell.
        const stale = cache.lastGoodOf(cache.keyOf(request.url));
        if (!stale) return payload;
        reply.removeHeader('retry-after');
        reply
          .code(200)
          .header('Content-Type', stale.contentType)
          .header('ETag', stale.etag)
          .header('Cache-Control', 'no-cache')
          .header('Feira-Stale', '1');
        return stale.body;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const url = cache.keyOf(request.url);
      const answerCounts = countsOfAnswer(url, () => JSON.parse(payload));
      counts.add(answerCounts);
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.store(url, since, answerOf(payload, type, 200, tagsOfPath(url), answerCounts), ttlOfPath(url));
      return payload;
    });
  },
  { name: 'feira-public-cache' },
);
