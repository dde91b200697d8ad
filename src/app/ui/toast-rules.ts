import { TOAST } from '../../domain/constants';

/** A horizontal swipe of at least 50 px dismisses the toast (spec 000 §9); shorter ones snap back. */
export function isSwipeDismiss(startX: number, endX: number): boolean {
  return Math.abs(endX - startX) >= TOAST.swipeThresholdPx;
}
