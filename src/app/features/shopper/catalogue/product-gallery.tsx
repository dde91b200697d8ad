import { useState } from 'react';
import { responsiveImage } from '../../../../domain/image/responsive';
import type { ProductImageDetail } from '../../../../domain/product/derived';
import './catalogue.css';

/**
 * Full width of .main on a phone, half of the two-column detail from 768 px (.main is 1200 px at most).
 * Exported for the product photo's preload (`imagesizes`), which must ask for the same copy as the <img>.
 */
export const MAIN_SIZES =
  '(min-width: 1200px) 580px, (min-width: 768px) calc(50vw - 1.25rem), calc(100vw - 1.5rem)';
const THUMB_SIZES = '64px';

/**
 * Main photo plus thumbnails as buttons; a fixed aspect ratio keeps the layout still while loading. A photo
 * is described by the alt text its seller wrote, else by the product's name (and its place in the gallery).
 */
export function ProductGallery({ name, images }: { name: string; images: readonly ProductImageDetail[] }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className="product-detail__no-image">Sem foto</div>;
  const shown = images[Math.min(index, images.length - 1)];
  const current = responsiveImage(shown?.url ?? '', MAIN_SIZES);
  const fallback = images.length > 1 ? `${name}, foto ${index + 1} de ${images.length}` : name;
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        sizes={current.sizes}
        srcSet={current.srcSet}
        src={current.src}
        alt={shown?.alt ?? fallback}
        width={480}
        height={360}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={`Ver foto ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  {...responsiveImage(image.url, THUMB_SIZES)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
