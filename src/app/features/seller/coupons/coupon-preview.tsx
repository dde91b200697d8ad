import { couponDiscountLabel, parseCouponDate } from '../../../../domain/coupon';
import { formatBRL, formatDate } from '../../../../domain/format';
import type { CouponFormValues } from './coupon-values';

const amountOf = (text: string) => {
  const n = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** The live preview: the coupon as the shopper's redemption dialog lists it, updated while typing. */
export function CouponPreview({ values, storeName }: { values: CouponFormValues; storeName: string }) {
  const discount = couponDiscountLabel({
    discountPercentage: values.discountType === 'percentage' ? amountOf(values.discountPercentage) : null,
    discountAmount: values.discountType === 'amount' ? amountOf(values.discountAmount) : null,
  });
  const minimum = amountOf(values.minimumPurchase);
  const end = values.endTime ? parseCouponDate(values.endTime) : null;
  return (
    <section className="preview-card" aria-labelledby="coupon-preview-title">
      <h2 id="coupon-preview-title">Pré-visualização</h2>
      <p className="preview-card__code">{values.code.trim().toUpperCase() || 'CÓDIGO'}</p>
      {discount && <span className="tag tag--discount">{discount}</span>}
      <p>{values.description.trim() || 'Descrição do cupom'}</p>
      {storeName && <p className="muted">{storeName}</p>}
      {minimum !== null && minimum > 0 && <p>Compra mínima de {formatBRL(minimum)}</p>}
      {end && <p>Válido até {formatDate(end)}</p>}
    </section>
  );
}
