import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { ProductCardData } from '../../../../domain/first-screen';
import { responsiveImage } from '../../../../domain/image/responsive';
import { Price } from '../../../ui/price';
import { PromotionCountdown } from '../../../ui/promotion-countdown';
import type { PromotionRow } from '../data';

/**
 * `list` stacks the cards (promotions page, right under its h1: each card is an h2); `shelf` is the home page's
 * fixed-height scrolling row inside its own section (h3).
 */
export const FlashPromotionList = memo(function FlashPromotionList({
  items,
  layout = 'list',
}: {
  items: readonly { promotion: PromotionRow; product: ProductCardData | null }[];
  layout?: 'list' | 'shelf';
}) {
  const Heading = layout === 'shelf' ? 'h3' : 'h2';
  return (
    <ul className={layout === 'shelf' ? 'shelf promo-shelf' : 'promo-list'}>
      {items.map(({ promotion, product }) => (
        <li key={promotion.id} className="promo-card">
          {product?.images[0] && (
            <img
              {...responsiveImage(product.images[0], '120px')}
              alt=""
              width={120}
              height={90}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className="promo-card__body">
            <Heading className="promo-card__title">
              <Link to="/products/$id" params={{ id: String(promotion.productId) }}>
                {promotion.title}
              </Link>
            </Heading>
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
});
