import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../server/db/seed/categories';
import {
  BANNER_COUNT,
  bannerImageUrl,
  PRODUCT_IMAGE_VARIANTS,
  productImageUrl,
  storeImageUrl,
} from '../../server/db/seed/images';
import { STORES } from '../../server/db/seed/stores';
import { IMAGE_WIDTHS, responsiveImage } from '../../src/domain/image/responsive';

// The seed's images are committed files: a srcset naming a missing copy shows a broken image, not the PNG.
describe('demo images', () => {
  const urls = [
    ...CATEGORIES.flatMap(({ slug }) =>
      Array.from({ length: PRODUCT_IMAGE_VARIANTS[slug] }, (_, i) => productImageUrl(slug, i + 1)),
    ),
    ...STORES.map((store) => storeImageUrl(store.slug)),
    ...Array.from({ length: BANNER_COUNT }, (_, i) => bannerImageUrl(i + 1)),
  ];

  it('has every seed image and its WebP copy at every width in public/', () => {
    expect(urls.length).toBeGreaterThan(70);
    for (const url of urls) {
      const { srcSet } = responsiveImage(url, '100vw');
      const files = [url, ...(srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? '')];
      expect(files).toHaveLength(1 + IMAGE_WIDTHS.length);
      for (const file of files) expect(existsSync(path.join('public', file)), file).toBe(true);
    }
  });
});
