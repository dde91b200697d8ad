/**
 * The shared answers of the public catalogue: every anonymous visitor gets the same product lists, product
 * pages, search results, stores and server-rendered pages, so each process keeps the serialized answer (and
 * its Brotli and gzip copies, made on first need) per URL, and serves a repeat without a query, a session
 * lookup or a render. An answer is never stale beyond a change: every catalogue change is published as an
 * event (server/realtime/events.ts), which drops the answers it touches in the writing process at once and in
 * every other process when its NOTIFY arrives. While the LISTEN connection is lost nothing is kept, and when
 * it is back everything is dropped (what was published meanwhile was never heard); the TTL bounds the rest. One cache per open database, so each test app and each process has its own.
 */
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TIME } from '../../src/domain/constants';
import { CACHE_CONFIGS, LruCache } from '../../src/domain/lru-cache';
import type { Database } from '../db/client';
import type { FeiraEvent } from '../realtime/events';
import type { AnalyticsEvent } from '../services/seller/analytics';
import { etagMatches, weakEtag } from './etag';

/** What an answer was made from: a change to any of these drops it. */
export type CacheTag = 'catalogue' | 'stores' | 'banners' | 'coupons' | 'promotions' | `product:${number}`;

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
  status: number;
  tags: readonly CacheTag[];
  /** What each answer of it counts for the sellers' analytics (a product view, search appearances). */
  counts: readonly AnalyticsEvent[];
  /** Compressed copies, made on the first request that accepts each. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** Which tags an answer of `path` (an /api path with its query) is made from. */
export function tagsOfPath(path: string): CacheTag[] {
  const pathname = path.split('?')[0] ?? path;
  const product = /^\/api\/products\/(\d+)$/.exec(pathname);
  // A product's page shows its store's name: a store change reaches it through the `stores` tag.
  if (product) return [`product:${Number(product[1])}`, 'stores'];
  if (/^\/api\/stores\/\d+\/coupons$/.test(pathname) || pathname === '/api/coupons/public')
    return ['coupons'];
  if (pathname === '/api/banners') return ['banners'];
  if (pathname.startsWith('/api/promotions')) return ['promotions', 'catalogue'];
  // A store's page lists its usable coupons too.
  if (/^\/api\/stores\/\d+$/.test(pathname)) return ['stores', 'catalogue', 'coupons'];
  if (pathname.startsWith('/api/stores')) return ['stores', 'catalogue'];
  // Product lists, search, highlights, categories (with their counts), price ranges.
  return ['catalogue', 'stores'];
}

/**
 * How long an answer of `path` may be kept when no change drops it first: promotions, coupons and a store's
 * page (its usable coupons) change when a start or an end time passes, which no event announces.
 */
export function ttlOfPath(path: string): number | undefined {
  const pathname = path.split('?')[0] ?? path;
  if (/^\/api\/(promotions|coupons)|^\/api\/stores\/\d+/.test(pathname)) return 30 * TIME.SECOND;
  return undefined;
}

/**
 * What an answer of `path` counts for the sellers' analytics each time it is served. `body` gives the answer,
 * read only for the paths that count something.
 */
export function countsOfAnswer(path: string, body: () => unknown): AnalyticsEvent[] {
  const pathname = path.split('?')[0] ?? path;
  type Answer = { id?: number; storeId?: number; products?: Array<{ id: number; storeId: number }> };
  if (/^\/api\/products\/\d+$/.test(pathname)) {
    const answer = body() as Answer;
    return answer.storeId === undefined
      ? []
      : [{ storeId: answer.storeId, productId: answer.id ?? null, kind: 'product_view' }];
  }
  if (/^\/api\/stores\/\d+$/.test(pathname)) {
    const answer = body() as Answer;
    return answer.id === undefined ? [] : [{ storeId: answer.id, kind: 'store_view' }];
  }
  if (pathname === '/api/search' || pathname === '/api/products/search')
    return ((body() as Answer).products ?? []).map((p) => ({
      storeId: p.storeId,
      productId: p.id,
      kind: 'search_appearance' as const,
    }));
  return [];
}

/** The tags an event touches, or 'all'. Events about one user's own data touch no shared answer. */
export function tagsOfEvent(event: FeiraEvent): readonly CacheTag[] | 'all' {
  switch (event.type) {
    case 'product-created':
    case 'product-updated':
    case 'product-deleted':
      return ['catalogue', 'promotions', `product:${event.productId}`];
    case 'store-created':
    case 'store-updated':
    case 'store-deleted':
    case 'cache-invalidate':
      return 'all';
    case 'data-changed':
      switch (event.collection) {
        case 'products':
        case 'stores':
          return 'all';
        case 'promotions':
          return ['promotions', 'catalogue'];
        case 'coupons':
          return ['coupons'];
        case 'banners':
          return ['banners'];
        case 'categories':
        case 'highlights':
          return ['catalogue'];
        default:
          return [];
      }
    default:
      return [];
  }
}

export class PublicCache {
  private readonly answers = new LruCache<CachedAnswer>(CACHE_CONFIGS.main);
  /** Raised by every drop: an answer made from reads begun before it may be older than the change. */
  private generation = 0;

  get stats() {
    return { ...this.answers.stats(), generation: this.generation };
  }

  /** The generation a request starts in: `store` takes its answer only if no drop happened since. */
  begin(): number {
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers.get(key);
  }

  /** Keeps `answer` unless a drop happened since the request began (`since`, from `begin`). */
  store(key: string, since: number, answer: Omit<CachedAnswer, 'encoded'>, ttlMs?: number): void {
    if (since !== this.generation) return;
    this.answers.set(key, { ...answer, encoded: {} }, ttlMs);
  }

  drop(tags: readonly CacheTag[] | 'all'): void {
    if (tags !== 'all' && tags.length === 0) return;
    this.generation += 1;
    if (tags === 'all') this.answers.clear();
    else this.answers.invalidateWhere((_key, answer) => answer.tags.some((tag) => tags.includes(tag)));
  }

  startCleanup(): void {
    this.answers.startCleanup();
  }

  stopCleanup(): void {
    this.answers.stopCleanup();
  }
}

const caches = new WeakMap<Database, PublicCache>();

export function publicCache(database: Database): PublicCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new PublicCache();
    caches.set(database, cache);
  }
  return cache;
}

/** An answer to cache: its serialized body, as the ETag hook and the client see it. */
export function answerOf(
  body: string,
  contentType: string,
  status: number,
  tags: readonly CacheTag[],
  counts: readonly AnalyticsEvent[] = [],
): Omit<CachedAnswer, 'encoded'> {
  const bytes = Buffer.from(body, 'utf8');
  return { body: bytes, etag: weakEtag(bytes), contentType, status, tags, counts };
}

function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Brotli at quality 5 in text mode, as the compression plugin answers dynamic routes (server/app.ts). */
function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 },
      })
    : gzipSync(body);
}

/** Sends a cached answer: 304 when the client has it, else its bytes in the best encoding the client takes. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply
    .code(answer.status)
    .header('Content-Type', answer.contentType)
    .header('ETag', answer.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding');
  if (answer.status === 200 && etagMatches(request.headers['if-none-match'], answer.etag))
    return reply.code(304).send();
  const encoding = encodingFor(request);
  if (!encoding || answer.body.byteLength < 1024) return reply.send(answer.body);
  answer.encoded[encoding] ??= encode(answer.body, encoding);
  return reply.header('Content-Encoding', encoding).send(answer.encoded[encoding]);
}
