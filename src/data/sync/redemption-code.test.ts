import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutstandingRedemption } from '../../domain/api/coupons';
import { redemptionCodeFromServer } from './user-collections';

describe('redemptionCodeFromServer', () => {
  it('keeps the coupon code of an outstanding redemption, so an offline validation shows it', () => {
    const outstanding: OutstandingRedemption = {
      validationCode: 'K7M3QX9PZA',
      couponId: 7,
      storeId: 3,
      couponEndTime: '2026-12-31T23:59:00.000Z',
      code: 'FEIRA10',
      description: 'Desconto na barraca',
      discountPercentage: 10,
      discountAmount: null,
      customerName: 'Ana',
      customerPhone: null,
      redeemedAt: '2026-11-26T12:00:00.000Z',
      storeName: 'Barraca da Ana',
    };
    expect(redemptionCodeFromServer(outstanding)).toMatchObject({
      validationCode: 'K7M3QX9PZA',
      couponId: 7,
      couponCode: 'FEIRA10',
      storeName: 'Barraca da Ana',
    });
  });
});
