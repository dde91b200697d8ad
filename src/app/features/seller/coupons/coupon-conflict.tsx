import { runAction } from '../../../ui/row-actions';
import type { SellerCouponWire } from '../data/coupons';
import { discardCouponConflict, type RecordConflict, reapplyCouponConflict } from '../data/coupons';

const LABELS: Record<string, string> = {
  code: 'Código',
  description: 'Descrição',
  discountPercentage: 'Desconto (%)',
  discountAmount: 'Desconto (R$)',
  minimumPurchase: 'Compra mínima',
  maxUsageCount: 'Limite de uso',
  isActive: 'Ativo',
};
const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'boolean' ? (v ? 'sim' : 'não') : String(v);

/** A coupon edit queued on this device that lost to a newer version: both versions, and the seller chooses. */
export function CouponConflict({ coupon }: { coupon: SellerCouponWire & { conflict?: RecordConflict } }) {
  const conflict = coupon.conflict;
  if (!conflict) return null;
  const keys = Object.keys(LABELS);
  return (
    <section className="seller-conflict" role="alert" aria-labelledby="coupon-conflict-title">
      <h2 id="coupon-conflict-title">Sua alteração não foi aplicada</h2>
      <p>{conflict.message}</p>
      <div className="seller-conflict__versions">
        <div>
          <h3>Sua alteração</h3>
          <ul aria-label="Sua alteração">
            {keys
              .filter((k) => k in conflict.body)
              .map((k) => (
                <li key={k}>
                  {LABELS[k]}: {show(conflict.body[k])}
                </li>
              ))}
          </ul>
        </div>
        <div>
          <h3>Versão atual no servidor</h3>
          <ul aria-label="Versão atual no servidor">
            {keys.map((k) => (
              <li key={k}>
                {LABELS[k]}: {show(coupon[k as keyof SellerCouponWire])}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="seller-actions">
        <button
          type="button"
          className="button"
          onClick={() => void runAction(() => reapplyCouponConflict(coupon))}
        >
          Aplicar a minha alteração
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void runAction(() => discardCouponConflict(coupon))}
        >
          Manter a versão do servidor
        </button>
      </div>
    </section>
  );
}
