import { Link } from '@tanstack/react-router';
import type { StoreWire } from '../../../../domain/api/catalogue';
import { responsiveImage } from '../../../../domain/image/responsive';
import { formatDistance } from '../data';

export function StoreCard({ store, distance }: { store: StoreWire; distance?: number | null }) {
  return (
    <article className="store-card">
      {store.imageUrl ? (
        <img
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          // 72 px square in stores.css
          {...responsiveImage(store.imageUrl, '72px')}
        />
      ) : (
        <div className="store-card__placeholder" aria-hidden="true" />
      )}
      <div>
        <h2 className="store-card__name">
          <Link to="/stores/$id" params={{ id: String(store.id) }}>
            {store.name}
          </Link>
        </h2>
        <p className="store-card__meta">
          {[store.neighborhood, store.city].filter(Boolean).join(', ')}
          {distance !== undefined && distance !== null && <> · a {formatDistance(distance)}</>}
        </p>
        {store.description && <p className="store-card__description">{store.description}</p>}
      </div>
    </article>
  );
}
