import { TOAST } from '../../domain/constants';

/** A horizontal swipe of at least 50 px dismisses the toast (spec 000 §9); shorter ones snap back. */
export function isSwipeDismiss(startX: number, endX: number): boolean {
  return Math.abs(endX - startX) >= TOAST.swipeThresholdPx;
}

/** How long the toast on screen stays: 5 s, paused while the pointer or focus is on it. */
export function toastRemainingMs(shownAt: number, pausedMs: number, now: number): number {
  return Math.max(0, TOAST.autoRemoveMs - (now - shownAt - pausedMs));
}
