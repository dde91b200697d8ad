import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageUrls } from '../../server/db/seed/images';
import { IMAGE_WIDTHS, responsiveImage } from '../../src/domain/image/responsive';

// The seed's images are committed files (no script draws them): a srcset naming a missing copy shows a broken
// image, not the PNG, and an original of another shape would stretch in the 4:3 cards and 3:1 banners.
describe('demo images', () => {
  const urls = demoImageUrls();

  it('has every seed image and its WebP copy at every width in public/', () => {
    expect(urls.length).toBeGreaterThan(70);
    for (const url of urls) {
      const { srcSet } = responsiveImage(url, '100vw');
      const files = [url, ...(srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? '')];
      expect(files).toHaveLength(1 + IMAGE_WIDTHS.length);
      for (const file of files) expect(existsSync(path.join('public', file)), file).toBe(true);
    }
  });

  it('keeps the originals at the size the screens lay out: 480×360, banners 1200×400', async () => {
    for (const url of urls) {
      const { width, height, format } = await sharp(path.join('public', url)).metadata();
      const expected = url.startsWith('/demo/banners/') ? [1200, 400] : [480, 360];
      expect([format, width, height], url).toEqual(['png', ...expected]);
    }
  });
});
