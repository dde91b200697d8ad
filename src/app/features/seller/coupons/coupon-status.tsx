import { COUPON_STATUS_LABELS, couponDisplayStatus } from '../../../../domain/coupon';

/** The status badge of spec 000 §4 (inactive / expired / active). */
export function CouponStatusBadge({ coupon }: { coupon: { isActive: boolean; endTime: string } }) {
  const status = couponDisplayStatus(coupon, new Date());
  return <span className={`status-badge status-badge--${status}`}>{COUPON_STATUS_LABELS[status]}</span>;
}
