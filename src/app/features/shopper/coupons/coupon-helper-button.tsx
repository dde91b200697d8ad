import { openCouponDialog, openCouponDialogAfterSignIn } from '../../../stores/coupon-dialog-store';
import { TicketIcon } from '../../../ui/icons';
import { useRequireSignIn } from '../../../ui/use-require-sign-in';

/**
 * The header's coupon helper (spec 000 §2): the redemption dialog's select step with the coupons of every
 * store. An anonymous shopper signs in first and comes back to the dialog.
 */
export function CouponHelperButton() {
  const requireSignIn = useRequireSignIn();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Cupons das lojas"
      onClick={() => {
        if (requireSignIn()) openCouponDialog();
        else openCouponDialogAfterSignIn();
      }}
    >
      <TicketIcon />
    </button>
  );
}
