import { saoPauloLocalInput } from '../../../../domain/format';
import type { SellerCouponWire } from '../data';

/** What the coupon form's fields hold: text as typed, dates as São Paulo datetime-local values. */
export interface CouponFormValues extends Record<string, string> {
  code: string;
  description: string;
  discountType: 'percentage' | 'amount';
  discountPercentage: string;
  discountAmount: string;
  minimumPurchase: string;
  maxUsageCount: string;
  startTime: string;
  endTime: string;
}

const text = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

export function valuesOf(coupon: SellerCouponWire): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    discountType: coupon.discountPercentage !== null ? 'percentage' : 'amount',
    discountPercentage: text(coupon.discountPercentage),
    discountAmount: text(coupon.discountAmount),
    minimumPurchase: text(coupon.minimumPurchase),
    maxUsageCount: coupon.maxUsageCount === null ? '' : String(coupon.maxUsageCount),
    startTime: saoPauloLocalInput(coupon.startTime),
    endTime: saoPauloLocalInput(coupon.endTime),
  };
}

/** A new coupon: starts now, ends in 30 days. */
export function emptyValues(now = new Date()): CouponFormValues {
  return {
    code: '',
    description: '',
    discountType: 'percentage',
    discountPercentage: '',
    discountAmount: '',
    minimumPurchase: '',
    maxUsageCount: '',
    startTime: saoPauloLocalInput(now),
    endTime: saoPauloLocalInput(now.getTime() + 30 * 86_400_000),
  };
}
