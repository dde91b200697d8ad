import { parseCouponDate } from '../../../../domain/coupon';
import { Price } from '../../../ui/price';
import { PromotionCountdown } from '../../../ui/promotion-countdown';
import type { PromotionFormValues } from './promotion-values';

/** The promotion as the shopper's flash-promotion card will show it, updated while typing. */
export function PromotionPreview({
  values,
  product,
}: {
  values: PromotionFormValues;
  product: { name: string; price: number; images: string[] } | undefined;
}) {
  const price = Number(values.promotionalPrice.replace(',', '.'));
  const promotional = values.promotionalPrice.trim() !== '' && Number.isFinite(price) ? price : null;
  const startsAt = parseCouponDate(values.startsAt);
  const endsAt = parseCouponDate(values.endsAt);
  return (
    <section className="preview-card" aria-labelledby="promotion-preview-title">
      <h2 id="promotion-preview-title">Pré-visualização</h2>
      {product?.images[0] && <img src={product.images[0]} alt="" width={120} height={90} />}
      <h3>{values.title.trim() || 'Título da promoção'}</h3>
      {product && <p>{product.name}</p>}
      {product && <Price price={product.price} discountedPrice={promotional} />}
      {values.isFlash === 'true' && startsAt && endsAt && (
        <PromotionCountdown startsAt={startsAt} endsAt={endsAt} />
      )}
      {values.description.trim() && <p>{values.description.trim()}</p>}
    </section>
  );
}
