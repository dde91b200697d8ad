import { describe, expect, it } from 'vitest';
import { couponDiscountLabel, parseCouponDate } from './coupon';
import { saoPauloLocalInput } from './format';

describe('seller coupon screens', () => {
  it('labels the discount badge', () => {
    expect(couponDiscountLabel({ discountPercentage: 10, discountAmount: null })).toBe('10% OFF');
    expect(couponDiscountLabel({ discountPercentage: null, discountAmount: 5 })).toBe('R$\u00a05,00 OFF');
    expect(couponDiscountLabel({ discountPercentage: null, discountAmount: null })).toBe('');
  });

  it('shows an instant as the São Paulo datetime-local value it was typed as', () => {
    expect(saoPauloLocalInput('2026-03-02T02:30:00Z')).toBe('2026-03-01T23:30');
    expect(parseCouponDate(saoPauloLocalInput('2026-03-02T02:30:00Z'))).toBe('2026-03-02T02:30:00.000Z');
  });
});
