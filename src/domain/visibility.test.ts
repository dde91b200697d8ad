import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPubliclyVisible, PRODUCT_STATUSES } from './product/status';
import { isPublic, isRunningPromotion, meetsRules } from './visibility';

const NOW = Date.parse('2025-06-14T12:00:00.000Z');
const HOUR = 3_600_000;
const openStore = { isActive: true, suspendedAt: null };

describe('visibility rules', () => {
  it('reads a product’s status through the one list of public statuses', () => {
    for (const status of PRODUCT_STATUSES) {
      expect(isPublic('product', { product: { status }, store: openStore })).toBe(isPubliclyVisible(status));
    }
  });

  it('a thing is public only when what holds it is: a suspended or closed store hides all of it', () => {
    const promotion = { isActive: true, startsAt: NOW - HOUR, endsAt: NOW + HOUR };
    const product = { status: 'ACTIVE' };
    expect(isPublic('promotion', { promotion, product, store: openStore }, NOW)).toBe(true);
    expect(isPublic('promotion', { promotion, product: { status: 'DRAFT' }, store: openStore }, NOW)).toBe(
      false,
    );
    const suspended = { isActive: false, suspendedAt: '2025-06-01T00:00:00.000Z' };
    expect(isPublic('promotion', { promotion, product, store: suspended }, NOW)).toBe(false);
    expect(
      isPublic('coupon', { coupon: { isActive: true }, store: { isActive: false, suspendedAt: null } }),
    ).toBe(false);
    expect(isPublic('store', { store: openStore })).toBe(true);
  });

  it('runs a promotion from its start (included) to its end (excluded), whatever form the times take', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * HOUR, max: 3 * HOUR }),
        fc.integer({ min: 0, max: 3 * HOUR }),
        fc.integer({ min: -4 * HOUR, max: 4 * HOUR }),
        (start, length, at) => {
          const startsAt = NOW + start;
          const endsAt = startsAt + length;
          const expected = startsAt <= NOW + at && NOW + at < endsAt;
          const asIso = {
            isActive: true,
            startsAt: new Date(startsAt).toISOString(),
            endsAt: new Date(endsAt).toISOString(),
          };
          const asDates = { isActive: true, startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
          expect(isRunningPromotion(asIso, NOW + at)).toBe(expected);
          expect(isRunningPromotion(asDates, new Date(NOW + at))).toBe(expected);
          expect(isRunningPromotion({ ...asIso, isActive: false }, NOW + at)).toBe(false);
        },
      ),
    );
  });

  it('fails closed on a time it cannot read', () => {
    expect(meetsRules('promotion', { isActive: true, startsAt: 'ontem', endsAt: NOW + HOUR }, NOW)).toBe(
      false,
    );
    expect(meetsRules('promotion', { isActive: true, startsAt: NOW - HOUR, endsAt: 'amanhã' }, NOW)).toBe(
      false,
    );
  });
});
