/**
 * How a coupon shows (status, usage, discount badge): no schemas here, so a shopper's store page that lists
 * coupons does not load the validation library (zod) the coupon forms need (./coupon.ts re-exports these).
 */
import { formatBRL } from './format';

export type CouponDisplayStatus = 'active' | 'inactive' | 'expired';

/** Spec 000 §4: inactive if !isActive; expired if active and endTime passed; else active. */
export function couponDisplayStatus(
  coupon: { isActive: boolean; endTime: string | Date },
  now: Date,
): CouponDisplayStatus {
  if (!coupon.isActive) return 'inactive';
  return new Date(coupon.endTime).getTime() < now.getTime() ? 'expired' : 'active';
}

/** Usage summary of the edit screen: remaining and percent are null for unlimited coupons. */
export function couponUsage(coupon: { usageCount: number; maxUsageCount: number | null }) {
  const { usageCount, maxUsageCount } = coupon;
  if (maxUsageCount === null) return { used: usageCount, limit: null, remaining: null, percentUsed: null };
  return {
    used: usageCount,
    limit: maxUsageCount,
    remaining: Math.max(0, maxUsageCount - usageCount),
    percentUsed: Math.min(100, Math.round((usageCount / maxUsageCount) * 100)),
  };
}

/** The discount badge ('10% OFF', 'R$ 5,00 OFF'); empty when the coupon carries neither. */
export function couponDiscountLabel(coupon: {
  discountPercentage: number | null;
  discountAmount: number | null;
}): string {
  if (coupon.discountPercentage !== null) return `${coupon.discountPercentage}% OFF`;
  if (coupon.discountAmount !== null) return `${formatBRL(coupon.discountAmount)} OFF`;
  return '';
}

export const COUPON_STATUS_LABELS: Record<CouponDisplayStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  expired: 'Expirado',
};
