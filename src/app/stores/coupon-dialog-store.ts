import { create } from 'zustand';

/**
 * The coupon redemption dialog of the common layout (spec 000 §2). `couponId` set = direct mode
 * (jumps to the redeem step); `storeId` narrows the select step to one store's coupons.
 */
interface CouponDialogState {
  open: boolean;
  couponId: number | null;
  storeId: number | null;
}

export const useCouponDialogStore = create<CouponDialogState>(() => ({
  open: false,
  couponId: null,
  storeId: null,
}));

export function openCouponDialog(options: { couponId?: number; storeId?: number } = {}): void {
  useCouponDialogStore.setState({
    open: true,
    couponId: options.couponId ?? null,
    storeId: options.storeId ?? null,
  });
}

export function closeCouponDialog(): void {
  useCouponDialogStore.setState({ open: false, couponId: null, storeId: null });
}

/**
 * The header's coupon helper asked by an anonymous shopper: they go to /login first (spec 000 §2), and the
 * dialog opens once they are back, signed in. Kept in sessionStorage: the sign-in may reload the page.
 */
const AFTER_SIGN_IN_KEY = 'feira-coupons-after-sign-in';

export function openCouponDialogAfterSignIn(): void {
  try {
    sessionStorage.setItem(AFTER_SIGN_IN_KEY, '1');
  } catch {
    // Storage refused (private mode): the shopper opens the helper again after signing in.
  }
}

/** Opens the dialog the helper asked for before signing in, once; false when none was asked. */
export function resumeCouponDialogAfterSignIn(): boolean {
  try {
    if (sessionStorage.getItem(AFTER_SIGN_IN_KEY) === null) return false;
    sessionStorage.removeItem(AFTER_SIGN_IN_KEY);
  } catch {
    return false;
  }
  openCouponDialog();
  return true;
}
