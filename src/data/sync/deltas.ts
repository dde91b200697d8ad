/**
 * What a realtime message means for the local data (pure): a list of effects the socket client executes.
 * Keeping this a reducer makes every message type testable without a socket.
 */
import { mayChangeHighlights } from '../../domain/product/events';
import type { ServerMessage } from '../../domain/realtime';
import type { Collection } from './policy';

export type DeltaEffect =
  | { kind: 'notification'; notification: Extract<ServerMessage, { type: 'notification' }>['data'] }
  | { kind: 'refresh'; collections: Collection[] }
  | { kind: 'product'; productId: number; row?: unknown; deleted: boolean }
  | { kind: 'store'; storeId: number; row?: unknown; deleted: boolean }
  | { kind: 'logout' }
  /** Read again everything the socket keeps current, as when it (re)opens. */
  | { kind: 'resync' }
  /** Flag websocket-cache-events: the app's cached reads of these paths are stale (query-cache.ts). */
  | { kind: 'drop-queries'; keys: string[] }
  | { kind: 'none' };

const ENTITY_COLLECTIONS: Record<string, Collection[]> = {
  stores: ['stores', 'favoriteStores'],
  products: ['catalogue', 'highlights'],
  'user-data': ['me', 'wishlist', 'reservations', 'favoriteStores', 'notifications', 'redemptions'],
  categories: ['categories'],
  highlights: ['highlights'],
  promotions: ['promotions', 'flashCount'],
  coupons: ['coupons', 'redemptionCodes'],
  reservations: ['reservations', 'me'],
  wishlist: ['wishlist', 'me'],
  notifications: ['notifications'],
  redemptions: ['redemptions'],
  banners: ['banners'],
  // An admin changed a flag (cache-invalidate of 'feature-flags').
  'feature-flags': ['featureFlags'],
};

/** cache-invalidate keys name collections or query keys ('products', 'products:12', 'user-data'…). */
function collectionsForKeys(keys: string[]): Collection[] {
  const out = new Set<Collection>();
  for (const key of keys) {
    const head = key.split(/[:/]/)[0] ?? key;
    for (const c of ENTITY_COLLECTIONS[head] ?? []) out.add(c);
  }
  return [...out];
}

export function deltaEffects(message: ServerMessage): DeltaEffect[] {
  switch (message.type) {
    case 'notification':
      return [{ kind: 'notification', notification: message.data }];
    case 'reservation_update':
      return [{ kind: 'refresh', collections: ['reservations', 'me'] }];
    case 'product-created':
    case 'product-updated':
    case 'product-deleted': {
      const product: DeltaEffect = {
        kind: 'product',
        productId: Number(message.data.productId),
        row: message.data.product,
        deleted: message.type === 'product-deleted',
      };
      // The row updates every list; the home's highlight shelf is its own list, re-read when the named
      // events say a highlight may have come or gone (spec 001 §4), not on every price or name change.
      const highlights =
        message.type !== 'product-deleted' && mayChangeHighlights(message.data.events ?? [])
          ? [{ kind: 'refresh' as const, collections: ['highlights' as const] }]
          : [];
      return [product, ...highlights];
    }
    case 'store-created':
    case 'store-updated':
    case 'store-deleted':
      return [
        {
          kind: 'store',
          storeId: message.data.storeId,
          row: message.data.store,
          deleted: message.type === 'store-deleted',
        },
      ];
    case 'data-changed':
      return [{ kind: 'refresh', collections: ENTITY_COLLECTIONS[message.data.entity] ?? [] }];
    case 'cache-invalidate': {
      const keys = [...(message.data.keys ?? []), ...(message.data.prefix ? [message.data.prefix] : [])];
      return [
        { kind: 'drop-queries', keys },
        { kind: 'refresh', collections: collectionsForKeys(keys) },
      ];
    }
    case 'force-logout':
      return [{ kind: 'logout' }];
    case 'resync':
      return [{ kind: 'resync' }];
    default:
      return [{ kind: 'none' }];
  }
}
