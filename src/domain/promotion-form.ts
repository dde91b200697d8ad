import { z } from 'zod';
import { promotionInputSchema } from './api/seller';
import { parseCouponDate } from './coupon';
import { isRunningPromotion } from './visibility';

/** Where a promotion stands for the seller's list: before its start, running, or over. */
export type PromotionPhase = 'scheduled' | 'active' | 'ended';

export function promotionPhase(
  promotion: { startsAt: string; endsAt: string; isActive: boolean },
  now: Date,
): PromotionPhase {
  if (isRunningPromotion(promotion, now)) return 'active';
  // Not running yet still on and still to end: it has not started.
  return promotion.isActive && Date.parse(promotion.endsAt) > now.getTime() ? 'scheduled' : 'ended';
}

export const PROMOTION_PHASE_LABELS: Record<PromotionPhase, string> = {
  active: 'Ativa',
  scheduled: 'Agendada',
  ended: 'Encerrada',
};

const money = (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(',', '.'))) : v;
/** datetime-local values are São Paulo wall time (like the coupon form); empty stays missing. */
const instant = (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? undefined : (parseCouponDate(v) ?? v)) : v;

/**
 * The promotion form as typed (text fields, São Paulo dates) → the POST/PUT body, judged by the same
 * promotionInputSchema the server uses, so its messages are the ones shown at the fields.
 */
export const promotionFormSchema = z.preprocess((input) => {
  const v = (input ?? {}) as Record<string, unknown>;
  return {
    ...v,
    productId: v.productId === '' ? undefined : v.productId,
    promotionalPrice: money(v.promotionalPrice),
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
    isFlash: v.isFlash === true || v.isFlash === 'true',
    isActive: v.isActive === true || v.isActive === 'true',
  };
}, promotionInputSchema);
