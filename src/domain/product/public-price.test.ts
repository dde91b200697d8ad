import { describe, expect, it } from 'vitest';
import { effectivePriceOf, isDiscounted } from './pricing';
import { isPubliclyVisible, PUBLIC_PRODUCT_STATUSES } from './status';

describe('what the shopper sees and pays', () => {
  it('lists ACTIVE and OUT_OF_STOCK only', () => {
    expect(PUBLIC_PRODUCT_STATUSES).toEqual(['ACTIVE', 'OUT_OF_STOCK']);
    expect(['DRAFT', 'ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'DISCONTINUED'].filter(isPubliclyVisible)).toEqual(
      ['ACTIVE', 'OUT_OF_STOCK'],
    );
  });

  it('pays the discounted price when there is one; a discount is real only below the price', () => {
    expect(effectivePriceOf({ price: 10, discountedPrice: 8 })).toBe(8);
    expect(effectivePriceOf({ price: 10, discountedPrice: null })).toBe(10);
    expect(isDiscounted({ price: 10, discountedPrice: 8 })).toBe(true);
    expect(isDiscounted({ price: 10, discountedPrice: 10 })).toBe(false);
    expect(isDiscounted({ price: 10, discountedPrice: null })).toBe(false);
  });
});
