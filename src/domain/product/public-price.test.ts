import { describe, expect, it } from 'vitest';
import { effectivePrice, hasDiscount } from './pricing';
import { isPublicStatus, PUBLIC_PRODUCT_STATUSES } from './status';

describe('what the shopper sees and pays', () => {
  it('lists ACTIVE and OUT_OF_STOCK only', () => {
    expect(PUBLIC_PRODUCT_STATUSES).toEqual(['ACTIVE', 'OUT_OF_STOCK']);
    expect(['DRAFT', 'ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'DISCONTINUED'].filter(isPublicStatus)).toEqual([
      'ACTIVE',
      'OUT_OF_STOCK',
    ]);
  });

  it('pays the discounted price only when it is a real discount', () => {
    expect(effectivePrice({ price: 10, discountedPrice: 8 })).toBe(8);
    expect(effectivePrice({ price: 10, discountedPrice: null })).toBe(10);
    expect(effectivePrice({ price: 10, discountedPrice: 12 })).toBe(10);
    expect(hasDiscount({ price: 10, discountedPrice: 10 })).toBe(false);
  });
});
