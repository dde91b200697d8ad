/**
 * FeiraEvent (what the server publishes on NOTIFY) → the frames sockets receive (src/domain/realtime.ts), each
 * with who may receive it. User-targeted events go only to that user's sockets. A change of a store's thing
 * follows its `reach`: public, to sockets subscribed to 'catalogue' or to the event's 'store:<id>' and to the
 * owner's own channel; private, to the owner alone; just made private, the owner hears the change and the
 * public channels a removal that names nothing but ids, so open pages drop what they showed.
 */

import { apiMessages } from '../../src/domain/api/messages';
import type { ServerMessage } from '../../src/domain/realtime';
import { type CacheTag, tagsOfEvent } from '../http/cache-tags';
import type { FeiraEvent, Reach } from './events';

/**
 * `userId`: that user's sockets on their own 'user' channel; `exceptSessionId` leaves one session's sockets out
 * (force-logout of the OTHER sessions). `storeId`: the public channels ('catalogue', or 'store:<storeId>'),
 * and with `ownerId` also that user's own channel (the owner of a public thing hears it even off the catalogue).
 */
export type Audience =
  | { userId: number; exceptSessionId?: string }
  | { storeId: number | null; ownerId?: number };

/** The wire frame as sent (input side of serverMessageSchema: ids may be numbers). */
export type OutgoingFrame = { type: ServerMessage['type']; data?: unknown };

/** A frame and who gets it; of several routes, a socket gets the frame of the first one it belongs to. */
export interface Route {
  audience: Audience;
  frame: OutgoingFrame;
}

/** Who hears the change itself: everyone it may concern while public, else its owner alone. */
export function changeAudience(storeId: number, reach: Reach): Audience {
  return reach.public ? { storeId, ownerId: reach.ownerId } : { userId: reach.ownerId };
}

/**
 * The routes of a change with this reach. `gone` is what the public channels hear when it has just stopped
 * being public (a deletion frame carrying ids only); a frame that names nothing (data-changed) is its own.
 */
function reachRoutes(
  storeId: number,
  reach: Reach | undefined,
  frame: OutgoingFrame,
  gone: OutgoingFrame,
): Route[] {
  // An event from a replica of an earlier release carries no reach: nobody can tell it is public.
  if (!reach) return [];
  const change: Route = { audience: changeAudience(storeId, reach), frame };
  if (reach.public || !reach.wasPublic) return [change];
  return [change, { audience: { storeId }, frame: gone }];
}

export interface ProductFacts {
  productName: string;
  category: string;
  price: number;
  isHighlighted: boolean;
}

/** Reads the summary fields from the product row an event may carry (ProductWire or similar). */
export function productFactsFrom(product: unknown): ProductFacts | null {
  if (typeof product !== 'object' || product === null) return null;
  const p = product as Record<string, unknown>;
  if (typeof p.name !== 'string' || typeof p.category !== 'string' || typeof p.price !== 'number')
    return null;
  return {
    productName: p.name,
    category: p.category,
    price: p.price,
    isHighlighted: p.isHighlighted === true,
  };
}

const UNKNOWN_PRODUCT: ProductFacts = { productName: '', category: '', price: 0, isHighlighted: false };

/**
 * `facts` is what the hub looked up when the event carried no product row (too big for NOTIFY, or deleted).
 * No route for a frame that must not be sent at all (an unknown event type from a newer server).
 */
export function toFrame(event: FeiraEvent, facts: ProductFacts | null): Route[] {
  switch (event.type) {
    case 'notification':
      return [
        {
          audience: { userId: event.userId },
          frame: { type: 'notification', data: event.notification },
        },
      ];
    case 'reservation_update':
      return [
        {
          audience: { userId: event.userId },
          frame: {
            type: 'reservation_update',
            data: { reservationId: event.reservationId, status: event.status },
          },
        },
      ];
    case 'force-logout':
      return [
        {
          audience:
            event.exceptSessionId === undefined
              ? { userId: event.userId }
              : { userId: event.userId, exceptSessionId: event.exceptSessionId },
          frame: { type: 'force-logout', data: { reason: apiMessages.sessionEnded } },
        },
      ];
    case 'cache-invalidate':
      return [
        { audience: { storeId: null }, frame: { type: 'cache-invalidate', data: { keys: event.keys } } },
      ];
    case 'settings-changed':
      // Open apps refetch their evaluated flags (GET /api/feature-flags).
      return [
        { audience: { storeId: null }, frame: { type: 'cache-invalidate', data: { keys: [event.key] } } },
      ];
    case 'data-changed': {
      // The client protocol has no 'banners' entity: banners are a cached list, so invalidate it instead.
      const frame: OutgoingFrame =
        event.collection === 'banners'
          ? { type: 'cache-invalidate', data: { keys: ['banners'] } }
          : {
              type: 'data-changed',
              data: { entity: event.collection, ...(event.ids ? { ids: event.ids.map(String) } : {}) },
            };
      if (event.storeId !== undefined) return reachRoutes(event.storeId, event.reach, frame, frame);
      return [{ audience: event.userId !== undefined ? { userId: event.userId } : { storeId: null }, frame }];
    }
    case 'store-created':
    case 'store-updated':
    case 'store-deleted': {
      const removed: OutgoingFrame = { type: 'store-deleted', data: { storeId: event.storeId } };
      const frame: OutgoingFrame =
        event.type === 'store-deleted'
          ? removed
          : {
              type: event.type,
              data: { storeId: event.storeId, ...(isRecord(event.store) ? { store: event.store } : {}) },
            };
      return reachRoutes(event.storeId, event.reach, frame, removed);
    }
    case 'product-created':
    case 'product-updated':
    case 'product-deleted': {
      const carried = 'product' in event ? event.product : undefined;
      const summary =
        productFactsFrom(carried) ?? ('facts' in event ? event.facts : undefined) ?? facts ?? UNKNOWN_PRODUCT;
      const frame: OutgoingFrame = {
        type: event.type,
        data: {
          productId: event.productId,
          storeId: event.storeId,
          ...summary,
          ...(isRecord(carried) ? { product: carried } : {}),
          ...('events' in event && event.events ? { events: event.events } : {}),
        },
      };
      // The removal names the product by id only: its name and price are no longer anyone's business.
      const removed: OutgoingFrame = {
        type: 'product-deleted',
        data: { productId: event.productId, storeId: event.storeId, ...UNKNOWN_PRODUCT },
      };
      return reachRoutes(event.storeId, event.reach, frame, removed);
    }
    default:
      return [];
  }
}

/** The /api paths whose answers a tag's change makes stale (an app's cached reads of them are dropped). */
const TAG_PATHS: Record<Exclude<CacheTag, `product:${number}`>, string[]> = {
  catalogue: ['/api/products', '/api/search', '/api/highlights', '/api/categories'],
  categories: ['/api/categories'],
  stores: ['/api/stores'],
  banners: ['/api/banners'],
  coupons: ['/api/coupons', '/api/stores'],
  promotions: ['/api/promotions'],
};

/**
 * Flag websocket-cache-events: the shared answers a change drops on the server, told to the sockets as a
 * `cache-invalidate` of the /api paths they came from, so an app drops its own cached reads of them. Keys
 * start with '/', which names no collection: the app pulls nothing more than the event itself makes it pull.
 * Null when the event touches no shared answer, and for a change that was private and stays so: no public
 * answer held it, and its paths (a draft's /api/products/<id>) are nobody else's business.
 */
export function cacheEventFrame(event: FeiraEvent): Route | null {
  if (event.type === 'cache-invalidate' || event.type === 'settings-changed') return null;
  const storeId = 'storeId' in event && typeof event.storeId === 'number' ? event.storeId : null;
  const reach = 'reach' in event ? event.reach : undefined;
  if (storeId !== null && (!reach || (!reach.public && !reach.wasPublic))) return null;
  const tags = tagsOfEvent(event);
  const keys =
    tags === 'all'
      ? ['/api']
      : [
          ...new Set(
            tags.flatMap((tag) =>
              tag.startsWith('product:')
                ? [`/api/products/${tag.slice('product:'.length)}`]
                : TAG_PATHS[tag as keyof typeof TAG_PATHS],
            ),
          ),
        ];
  if (keys.length === 0) return null;
  const audience: Audience = reach ? { storeId, ownerId: reach.ownerId } : { storeId };
  return { audience, frame: { type: 'cache-invalidate', data: { keys } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
