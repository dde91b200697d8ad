/**
 * Flag websocket-cache-events: which /api paths a change's `cache-invalidate` frame names, and to whom (pure).
 */
import { describe, expect, it } from 'vitest';
import { cacheEventFrame } from './translate';

/** The keys of the frame, or a failure when there is none. */
function keysOf(routed: ReturnType<typeof cacheEventFrame>): string[] {
  if (!routed) throw new Error('no frame');
  return (routed.frame.data as { keys: string[] }).keys;
}

const reach = (visible: { public: boolean; wasPublic: boolean }) => ({ ownerId: 8, ...visible });
const open = reach({ public: true, wasPublic: true });

describe('cacheEventFrame', () => {
  it('names the paths of the answers a product change drops, for the store’s audience and its owner', () => {
    const routed = cacheEventFrame({ type: 'product-updated', storeId: 3, productId: 12, reach: open });
    expect(routed?.audience).toEqual({ storeId: 3, ownerId: 8 });
    expect(routed?.frame.type).toBe('cache-invalidate');
    expect(keysOf(routed).sort()).toEqual(
      [
        '/api/categories',
        '/api/highlights',
        '/api/products',
        '/api/products/12',
        '/api/promotions',
        '/api/search',
      ].sort(),
    );
  });

  it('a store change drops everything: the whole /api', () => {
    expect(cacheEventFrame({ type: 'store-updated', storeId: 3, reach: open })?.frame.data).toEqual({
      keys: ['/api'],
    });
  });

  it('says nothing of a change that was private and stays so (a draft’s path is nobody’s business)', () => {
    const draft = reach({ public: false, wasPublic: false });
    expect(cacheEventFrame({ type: 'product-created', storeId: 3, productId: 12, reach: draft })).toBeNull();
    expect(
      cacheEventFrame({ type: 'data-changed', collection: 'promotions', storeId: 3, reach: draft }),
    ).toBeNull();
    const hidden = reach({ public: false, wasPublic: true });
    expect(
      keysOf(cacheEventFrame({ type: 'product-updated', storeId: 3, productId: 12, reach: hidden })),
    ).toContain('/api/products/12');
  });

  it('says nothing for changes that touch no shared answer, nor for its own kind of frame', () => {
    expect(cacheEventFrame({ type: 'notification', userId: 1, notification: {} })).toBeNull();
    expect(cacheEventFrame({ type: 'data-changed', collection: 'wishlist', userId: 1 })).toBeNull();
    expect(cacheEventFrame({ type: 'cache-invalidate', keys: ['banners'] })).toBeNull();
    expect(cacheEventFrame({ type: 'settings-changed', key: 'feature-flags' })).toBeNull();
  });

  it('coupons and banners name their own paths, for every socket', () => {
    expect(cacheEventFrame({ type: 'data-changed', collection: 'banners' })).toEqual({
      audience: { storeId: null },
      frame: { type: 'cache-invalidate', data: { keys: ['/api/banners'] } },
    });
    expect(
      keysOf(cacheEventFrame({ type: 'data-changed', collection: 'coupons', storeId: 4, reach: open })),
    ).toEqual(['/api/coupons', '/api/stores']);
  });
});
