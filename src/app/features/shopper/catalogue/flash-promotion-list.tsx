import { Link } from '@tanstack/react-router';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { Price } from '../../../ui/price';
import { PromotionCountdown } from '../../../ui/promotion-countdown';
import type { PromotionRow } from '../data/commands';
import './catalogue.css';

/** `list` stacks the cards (promotions page); `shelf` is the home page's fixed-height scrolling row. */
export function FlashPromotionList({
  items,
  layout = 'list',
}: {
  items: readonly { promotion: PromotionRow; product: ProductWire | null }[];
  layout?: 'list' | 'shelf';
}) {
  return (
    <ul className={layout === 'shelf' ? 'shelf promo-shelf' : 'promo-list'}>
      {items.map(({ promotion, product }) => (
        <li key={promotion.id} className="promo-card">
          {product?.images[0] && (
            <img src={product.images[0]} alt="" width={120} height={90} loading="lazy" decoding="async" />
          )}
          <div className="promo-card__body">
            <h3>
              <Link to="/products/$id" params={{ id: String(promotion.productId) }}>
                {promotion.title}
              </Link>
            </h3>
            {product && <p className="promo-card__product">{product.name}</p>}
            <Price
              price={product?.price ?? promotion.promotionalPrice}
              discountedPrice={promotion.promotionalPrice}
            />
            <PromotionCountdown startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
          </div>
        </li>
      ))}
    </ul>
  );
}
