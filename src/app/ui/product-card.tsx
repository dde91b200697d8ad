import { Link } from '@tanstack/react-router';
import { dequal } from 'dequal/lite';
import { memo } from 'react';
import { PRODUCT_CARD_FIELDS, type ProductCardData } from '../../domain/first-screen';
import { responsiveImage } from '../../domain/image/responsive';
import { isSignificantDiscount } from '../../domain/product/discount';
import { Later } from '../ssr/hydration';
import { Price } from './price';

/** The browser's Element Timing of the first card painted (`npm run bench -- offline` reads it). */
const ELEMENT_TIMING = { elementtiming: 'product-card' } as Record<string, string>;

interface ProductCardProps {
  product: ProductCardData;
  eager?: boolean;
  layout?: ProductLayout;
}

/**
 * Memoized on what it shows (PRODUCT_CARD_FIELDS): a list that renders again with products whose card is the
 * same — a live query that re-ran after a write of the same rows, or the sync's full rows replacing the cards a
 * server-rendered page carried — leaves its cards and their links alone.
 */
const sameCard = (a: ProductCardProps, b: ProductCardProps) =>
  a.eager === b.eager &&
  a.layout === b.layout &&
  (a.product === b.product ||
    PRODUCT_CARD_FIELDS.every((field) => dequal(a.product[field], b.product[field])));

export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  layout = 'grid',
}: ProductCardProps) {
  const image = product.images[0] ? responsiveImage(product.images[0], IMAGE_SIZES[layout]) : null;
  const outOfStock = product.status === 'OUT_OF_STOCK' || product.availability.isOutOfStock;
  return (
    <article className="product-card">
      <Link to="/products/$id" params={{ id: String(product.id) }} className="product-card__link">
        <div className="product-card__image">
          {image ? (
            <img
              alt=""
              width={480}
              height={360}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={eager ? 'high' : 'auto'}
              sizes={image.sizes}
              srcSet={image.srcSet}
              src={image.src}
            />
          ) : null}
          {isSignificantDiscount(product.discountPercentage) && (
            <span className="tag tag--discount">Oferta</span>
          )}
        </div>
        <h3 className="product-card__name" {...ELEMENT_TIMING}>
          {product.name}
        </h3>
      </Link>
      <p className="product-card__store">{product.storeName}</p>
      <Price price={product.price} discountedPrice={product.discountedPrice} />
      {outOfStock && <p className="product-card__stock">Esgotado</p>}
    </article>
  );
}, sameCard);

/**
 * `grid` wraps into rows (lists, search, store pages); `shelf` is one horizontally scrolling row of fixed-size
 * cards (home page): its height never depends on how many products arrive, so the page below it never shifts.
 */
type ProductLayout = 'grid' | 'shelf';
const LAYOUT_CLASS: Record<ProductLayout, string> = { grid: 'product-grid', shelf: 'shelf product-shelf' };

/**
 * The photo's CSS width, from styles.css: the grid has 2, 3 then 4 columns inside .main (1200 px at most,
 * 0.75 rem padding and gaps, 0.5 rem card padding); a shelf card is 11 rem wide less its padding.
 */
const IMAGE_SIZES: Record<ProductLayout, string> = {
  grid: '(min-width: 1200px) 270px, (min-width: 1024px) calc(25vw - 2rem), (min-width: 640px) calc(33vw - 2rem), calc(50vw - 2rem)',
  shelf: '10rem',
};

export function ProductGridSkeleton({
  count = 8,
  layout = 'grid',
}: {
  count?: number;
  layout?: ProductLayout;
}) {
  return (
    <ul className={LAYOUT_CLASS[layout]} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity
        <li key={i} className="product-card product-card--skeleton" />
      ))}
    </ul>
  );
}

export const ProductGrid = memo(function ProductGrid({
  products,
  eagerCount = 0,
  layout = 'grid',
}: {
  products: readonly ProductCardData[];
  eagerCount?: number;
  layout?: ProductLayout;
}) {
  // Each card hydrates on its own (a store has up to 100): React hydrates them in short slices, the one a tap
  // lands on first.
  return (
    <ul className={LAYOUT_CLASS[layout]}>
      {products.map((product, index) => (
        <li key={product.id}>
          <Later>
            <ProductCard product={product} eager={index < eagerCount} layout={layout} />
          </Later>
        </li>
      ))}
    </ul>
  );
});
