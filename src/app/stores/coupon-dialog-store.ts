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
