import { formatBRL } from '../../domain/format';

/** Price with the discount shown as the struck-through original (screen readers hear both). */
export function Price({ price, discountedPrice }: { price: number; discountedPrice: number | null }) {
  if (discountedPrice !== null && discountedPrice < price) {
    return (
      <span className="price">
        <span className="price__current">{formatBRL(discountedPrice)}</span>{' '}
        <s className="price__original">
          <span className="visually-hidden">de </span>
          {formatBRL(price)}
        </s>
      </span>
    );
  }
  return (
    <span className="price">
      <span className="price__current">{formatBRL(price)}</span>
    </span>
  );
}
