import { useState } from 'react';
import './catalogue.css';

/** Main photo plus thumbnails as buttons; a fixed aspect ratio keeps the layout still while loading. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className="product-detail__no-image">Sem foto</div>;
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={current}
        alt={images.length > 1 ? `${name}, foto ${index + 1} de ${images.length}` : name}
        width={480}
        height={360}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Ver foto ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={src} alt="" width={64} height={48} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
