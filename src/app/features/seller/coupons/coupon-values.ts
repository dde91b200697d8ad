import { saoPauloLocalInput } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { showFormValue } from '../conflict-view';
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

/** The form's fields as the "changed elsewhere" notice names them (the labels of the form). */
export const COUPON_FIELD_LABELS = {
  code: 'Código',
  description: 'Descrição',
  discountType: 'Tipo de desconto',
  discountPercentage: 'Porcentagem de desconto (%)',
  discountAmount: 'Valor do desconto (R$)',
  minimumPurchase: 'Compra mínima (R$)',
  maxUsageCount: 'Limite de uso',
  startTime: 'Início',
  endTime: 'Fim',
} satisfies Record<keyof CouponFormValues & string, string>;

export function showCouponValue(key: string, value: unknown): string {
  if (key === 'discountType')
    return value === 'percentage' ? messages.couponForm.percentageType : messages.couponForm.amountType;
  return showFormValue(value);
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
