/**
 * Who hears a change of a store's thing (pure): the public channels only while it is public, its owner always,
 * and a removal naming nothing but ids when it has just stopped being public.
 */
import { describe, expect, it } from 'vitest';
import type { Reach } from './events';
import { toFrame } from './translate';

const reach = (visible: Pick<Reach, 'public' | 'wasPublic'>): Reach => ({ ownerId: 7, ...visible });
const product = { id: 12, name: 'Rascunho secreto', category: 'comida', price: 9.5, isHighlighted: false };

describe('toFrame: a store’s things follow their reach', () => {
  it('a public product goes to the public channels and to its owner', () => {
    const routes = toFrame(
      {
        type: 'product-updated',
        storeId: 3,
        productId: 12,
        product,
        reach: reach({ public: true, wasPublic: true }),
      },
      null,
    );
    expect(routes).toHaveLength(1);
    expect(routes[0]?.audience).toEqual({ storeId: 3, ownerId: 7 });
    expect(routes[0]?.frame.data).toMatchObject({ productName: 'Rascunho secreto', product });
  });

  it('a draft goes to its owner alone', () => {
    const routes = toFrame(
      {
        type: 'product-created',
        storeId: 3,
        productId: 12,
        product,
        reach: reach({ public: false, wasPublic: false }),
      },
      null,
    );
    expect(routes.map((r) => r.audience)).toEqual([{ userId: 7 }]);
  });

  it('a product made private: its owner hears the change, the public channels a removal by id only', () => {
    const [owner, everyone, ...rest] = toFrame(
      {
        type: 'product-updated',
        storeId: 3,
        productId: 12,
        product,
        reach: reach({ public: false, wasPublic: true }),
      },
      null,
    );
    expect(rest).toEqual([]);
    expect(owner).toMatchObject({ audience: { userId: 7 }, frame: { type: 'product-updated' } });
    expect(everyone?.audience).toEqual({ storeId: 3 });
    expect(everyone?.frame).toEqual({
      type: 'product-deleted',
      data: { productId: 12, storeId: 3, productName: '', category: '', price: 0, isHighlighted: false },
    });
  });

  it('a store suspended: a removal for the public, the change for its owner; a private store’s edits stay with it', () => {
    const store = { id: 3, name: 'Banca suspensa' };
    const suspended = toFrame(
      { type: 'store-updated', storeId: 3, store, reach: reach({ public: false, wasPublic: true }) },
      null,
    );
    expect(suspended.map((r) => [r.audience, r.frame.type])).toEqual([
      [{ userId: 7 }, 'store-updated'],
      [{ storeId: 3 }, 'store-deleted'],
    ]);
    const edited = toFrame(
      { type: 'store-updated', storeId: 3, store, reach: reach({ public: false, wasPublic: false }) },
      null,
    );
    expect(edited.map((r) => r.audience)).toEqual([{ userId: 7 }]);
  });

  it('a store’s collection changes follow the same reach; a user’s own and the site’s do not need one', () => {
    const privatePromotion = toFrame(
      {
        type: 'data-changed',
        collection: 'promotions',
        storeId: 3,
        reach: reach({ public: false, wasPublic: false }),
      },
      null,
    );
    expect(privatePromotion.map((r) => r.audience)).toEqual([{ userId: 7 }]);
    const ended = toFrame(
      {
        type: 'data-changed',
        collection: 'promotions',
        storeId: 3,
        reach: reach({ public: false, wasPublic: true }),
      },
      null,
    );
    expect(ended.map((r) => [r.audience, r.frame.type])).toEqual([
      [{ userId: 7 }, 'data-changed'],
      [{ storeId: 3 }, 'data-changed'],
    ]);
    expect(toFrame({ type: 'data-changed', collection: 'wishlist', userId: 5 }, null)[0]?.audience).toEqual({
      userId: 5,
    });
    expect(toFrame({ type: 'data-changed', collection: 'categories' }, null)[0]?.audience).toEqual({
      storeId: null,
    });
  });

  it('an event from an earlier release without a reach reaches nobody rather than everybody', () => {
    const legacy = JSON.parse(
      JSON.stringify({ type: 'product-created', storeId: 3, productId: 12, product }),
    );
    expect(toFrame(legacy, null)).toEqual([]);
  });
});
