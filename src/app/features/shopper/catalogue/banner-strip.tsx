import type { BannerWire } from '../../../../domain/api/catalogue';
import { responsiveImage } from '../../../../domain/image/responsive';
import { useLcpImage } from '../../../ssr/lcp-image';

/** A banner is 88% of .main on a phone and 48% from 768 px (catalogue.css); .main is 1200 px at most. */
const BANNER_SIZES = '(min-width: 1200px) 564px, (min-width: 768px) 46vw, 84vw';

/** Banners as a horizontally scrolling strip with snap points: swipeable, no carousel script. */
export function BannerStrip({ banners }: { banners: BannerWire[] }) {
  const first = banners[0];
  useLcpImage(first ? responsiveImage(first.imageUrl, BANNER_SIZES) : null);
  return (
    <ul className="banner-strip">
      {banners.map((banner, index) => {
        const image = responsiveImage(banner.imageUrl, BANNER_SIZES);
        const content = (
          <>
            <img
              alt=""
              width={800}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              sizes={image.sizes}
              srcSet={image.srcSet}
              src={image.src}
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
