import { couponDisplayStatus } from '../../../../domain/coupon-display';
import { messages } from '../../../../domain/messages';
import { openCouponDialog } from '../../../stores/coupon-dialog-store';
import { useRequireSignIn } from '../../../ui/use-require-sign-in';
import { useStoreCoupons } from '../data';

/** The store's coupons with 'Resgatar' (direct mode of the redemption dialog). */
export function StoreCoupons({ storeId }: { storeId: number }) {
  const coupons = useStoreCoupons(storeId);
  const requireSignIn = useRequireSignIn();
  if (!coupons || coupons.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="store-coupons-title" className="section">
      <h2 id="store-coupons-title">Cupons</h2>
      <ul className="coupon-list">
        {coupons.map((c) => {
          const status = couponDisplayStatus(c, now);
          if (status === 'inactive') return null;
          return (
            <li key={c.id} className="coupon-card">
              <p className="coupon-card__code">{c.code}</p>
              <p>{c.description}</p>
              {status === 'expired' ? (
                <span className="tag">{messages.consumerCoupon.expired}</span>
              ) : (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Resgatar cupom ${c.code}`}
                  onClick={() => {
                    if (requireSignIn()) openCouponDialog({ couponId: c.id, storeId });
                  }}
                >
                  Resgatar
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
