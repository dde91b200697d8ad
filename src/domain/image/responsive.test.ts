import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl, responsiveImage } from './responsive';

const HASH = `${'a'.repeat(48)}0123456789abcdef`;

describe('responsive images', () => {
  it('derives WebP copies of an upload at every width', () => {
    const url = `/uploads/${HASH}.png`;
    expect(imageVariantUrl(url, 480)).toBe(`/uploads/${HASH}-480w.webp`);
    expect(responsiveImage(url, '50vw')).toEqual({
      src: url,
      srcSet: [240, 320, 480, 640, 960].map((w) => `/uploads/${HASH}-${w}w.webp ${w}w`).join(', '),
      sizes: '50vw',
    });
    expect(IMAGE_WIDTHS).toEqual([240, 320, 480, 640, 960]);
  });

  it('derives them for demo images and for uploads of every stored type', () => {
    expect(imageVariantUrl('/demo/products/comida-4.png', 240)).toBe('/demo/products/comida-4-240w.webp');
    expect(imageVariantUrl('/demo/stores/queijos-serra-da-canastra.png', 960)).toBe(
      '/demo/stores/queijos-serra-da-canastra-960w.webp',
    );
    expect(imageVariantUrl(`/uploads/${HASH}.jpg`, 240)).toBe(`/uploads/${HASH}-240w.webp`);
    expect(imageVariantUrl(`/uploads/${HASH}.webp`, 960)).toBe(`/uploads/${HASH}-960w.webp`);
  });

  it('gives any other URL just its src', () => {
    for (const url of [
      'https://example.com/foto.png',
      '/uploads/foto.png',
      `/uploads/${HASH}.gif`,
      `/uploads/${HASH}.png?v=2`,
      `/uploads/${HASH}-480w.webp`,
      '/demo/products/comida-4-480w.webp',
      '/icons/icon-192.png',
      '/demo/../uploads/x.png',
      '',
    ]) {
      expect(responsiveImage(url, '100vw')).toEqual({ src: url });
      expect(imageVariantUrl(url, 480)).toBeNull();
    }
  });
});
