import { ConflictView } from '../conflict-view';
import type { RefusedWrite, SellerCouponWire } from '../data';
import { refusedBody } from '../data';
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

/** A coupon edit that lost to a newer version: the seller's change beside the server's current coupon. */
export function CouponComparison({ coupon, refused }: { coupon: SellerCouponWire; refused: RefusedWrite }) {
  const body = refusedBody(refused);
  const keys = Object.keys(LABELS);
  const line = (k: string, v: unknown) => [LABELS[k] ?? k, show(v)] as const;
  return (
    <ConflictView
      mine={keys.filter((k) => k in body).map((k) => line(k, body[k]))}
      theirs={keys.map((k) => line(k, coupon[k as keyof SellerCouponWire]))}
    />
  );
}
