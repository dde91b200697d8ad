import { ConflictView } from '../conflict-view';
import type { SellerCouponWire } from '../data';
import { discardCouponConflict, type RecordConflict, reapplyCouponConflict } from '../data';
import { COUPON_FIELD_LABELS } from './coupon-values';

const LABELS: Record<string, string> = {
  code: 'Código',
  description: 'Descrição',
  discountPercentage: 'Desconto (%)',
  discountAmount: 'Desconto (R$)',
  minimumPurchase: 'Compra mínima',
  maxUsageCount: COUPON_FIELD_LABELS.maxUsageCount,
  isActive: 'Ativo',
};
const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'boolean' ? (v ? 'sim' : 'não') : String(v);

/** A coupon edit queued on this device that lost to a newer version: both versions, and the seller chooses. */
export function CouponConflict({ coupon }: { coupon: SellerCouponWire & { conflict?: RecordConflict } }) {
  const conflict = coupon.conflict;
  if (!conflict) return null;
  const keys = Object.keys(LABELS);
  const line = (k: string, v: unknown) => [LABELS[k] ?? k, show(v)] as const;
  return (
    <ConflictView
      id="coupon-conflict-title"
      message={conflict.message}
      mine={keys.filter((k) => k in conflict.body).map((k) => line(k, conflict.body[k]))}
      theirs={keys.map((k) => line(k, coupon[k as keyof SellerCouponWire]))}
      onApply={() => reapplyCouponConflict(coupon)}
      onKeep={() => discardCouponConflict(coupon)}
    />
  );
}
