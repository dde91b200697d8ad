import type { BannerWire } from '../../../../domain/api/catalogue';
import './catalogue.css';

/** Banners as a horizontally scrolling strip with snap points: swipeable, no carousel script. */
export function BannerStrip({ banners }: { banners: BannerWire[] }) {
  return (
    <ul className="banner-strip">
      {banners.map((banner, index) => {
        const content = (
          <>
            <img
              src={banner.imageUrl}
              alt=""
              width={800}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
            <span className="banner-strip__text">
              <strong>{banner.title}</strong>
              {banner.subtitle && <span>{banner.subtitle}</span>}
            </span>
          </>
        );
        return (
          <li key={banner.id} className="banner-strip__item">
            {banner.linkUrl ? <a href={banner.linkUrl}>{content}</a> : <div>{content}</div>}
          </li>
        );
      })}
    </ul>
  );
}
