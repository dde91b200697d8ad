/**
 * FeiraEvent (what the server publishes on NOTIFY) → the frame a socket receives (src/domain/realtime.ts),
 * plus who may receive it. User-targeted events go only to that user's sockets; catalogue events go to
 * sockets subscribed to 'catalogue' or to the event's 'store:<id>'.
 */

import { apiMessages } from '../../src/domain/api/messages';
import type { ServerMessage } from '../../src/domain/realtime';
import { type CacheTag, tagsOfEvent } from '../http/public-cache';
import type { FeiraEvent } from './events';

/** `exceptSessionId`: that session's sockets of the user are left out (force-logout of the OTHER sessions). */
export type Audience = { userId: number; exceptSessionId?: string } | { storeId: number | null };

/** The wire frame as sent (input side of serverMessageSchema: ids may be numbers). */
export type OutgoingFrame = { type: ServerMessage['type']; data?: unknown };

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
 * `facts` is what the hub looked up when the event carried no product row (too big for NOTIFY, or deleted);
 * null when the frame must not be sent at all (an unknown event type from a newer server).
 */
export function toFrame(
  event: FeiraEvent,
  facts: ProductFacts | null,
): { audience: Audience; frame: OutgoingFrame } | null {
  switch (event.type) {
    case 'notification':
      return {
        audience: { userId: event.userId },
        frame: { type: 'notification', data: event.notification },
      };
    case 'reservation_update':
      return {
        audience: { userId: event.userId },
        frame: {
          type: 'reservation_update',
          data: { reservationId: event.reservationId, status: event.status },
        },
      };
    case 'force-logout':
      return {
        audience:
          event.exceptSessionId === undefined
            ? { userId: event.userId }
            : { userId: event.userId, exceptSessionId: event.exceptSessionId },
        frame: { type: 'force-logout', data: { reason: apiMessages.sessionEnded } },
      };
    case 'cache-invalidate':
      return { audience: { storeId: null }, frame: { type: 'cache-invalidate', data: { keys: event.keys } } };
    case 'settings-changed':
      // Open apps refetch their evaluated flags (GET /api/feature-flags).
      return {
        audience: { storeId: null },
        frame: { type: 'cache-invalidate', data: { keys: [event.key] } },
      };
    case 'data-changed': {
      // The client protocol has no 'banners' entity: banners are a cached list, so invalidate it instead.
      const frame: OutgoingFrame =
        event.collection === 'banners'
          ? { type: 'cache-invalidate', data: { keys: ['banners'] } }
          : {
              type: 'data-changed',
              data: { entity: event.collection, ...(event.ids ? { ids: event.ids.map(String) } : {}) },
            };
      const audience: Audience =
        event.userId !== undefined ? { userId: event.userId } : { storeId: event.storeId ?? null };
      return { audience, frame };
    }
    case 'store-created':
    case 'store-updated':
      return {
        audience: { storeId: event.storeId },
        frame: {
          type: event.type,
          data: { storeId: event.storeId, ...(isRecord(event.store) ? { store: event.store } : {}) },
        },
      };
    case 'store-deleted':
      return {
        audience: { storeId: event.storeId },
        frame: { type: 'store-deleted', data: { storeId: event.storeId } },
      };
    case 'product-created':
    case 'product-updated':
    case 'product-deleted': {
      const carried = 'product' in event ? event.product : undefined;
      const summary =
        productFactsFrom(carried) ?? ('facts' in event ? event.facts : undefined) ?? facts ?? UNKNOWN_PRODUCT;
      return {
        audience: { storeId: event.storeId },
        frame: {
          type: event.type,
          data: {
            productId: event.productId,
            storeId: event.storeId,
            ...summary,
            ...(isRecord(carried) ? { product: carried } : {}),
            ...('events' in event && event.events ? { events: event.events } : {}),
          },
        },
      };
    }
    default:
      return null;
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
 * Null when the event touches no shared answer.
 */
export function cacheEventFrame(event: FeiraEvent): { audience: Audience; frame: OutgoingFrame } | null {
  if (event.type === 'cache-invalidate' || event.type === 'settings-changed') return null;
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
  const storeId = 'storeId' in event && typeof event.storeId === 'number' ? event.storeId : null;
  return { audience: { storeId }, frame: { type: 'cache-invalidate', data: { keys } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
