/**
 * Responsive images. The server writes, beside each uploaded or demo image, WebP copies at
 * IMAGE_WIDTHS named after the original (`/uploads/<sha256>.png` → `/uploads/<sha256>-480w.webp`); this module
 * is the one place that knows that convention, for the server, the demo script and the screens alike.
 * It sits on the first route: keep it tiny and free of imports.
 */

/**
 * The widths written for every image; a copy is never upscaled, so a small original repeats its own width.
 * 320 and 640 are the phone's rungs: a card (~150–175 CSS px) or a shelf card (160) at a device pixel ratio
 * of 1.75–2 needs ~300 px, the home's banner (84% of the screen) ~600; with only 480 and 960 between them, a
 * phone downloaded close to twice the pixels it shows.
 */
export const IMAGE_WIDTHS = [240, 320, 480, 640, 960] as const;

/** Most pixels an uploaded image may declare: a 40 MP photo decodes to ~160 MB, the most one upload may cost. */
export const IMAGE_MAX_PIXELS = 40_000_000;

// Uploads are named by their SHA-256, demo images by a slug. No lookbehind: older Safari cannot parse it.
const CONVENTION = /^(\/uploads\/[0-9a-f]{64}|\/demo\/[a-z0-9-]+\/[a-z0-9-]+)\.(?:png|jpg|webp)$/;
const VARIANT = /-\d+w$/;

/** The path of `url` without its extension when it follows the convention (a variant itself does not). */
function base(url: string): string | null {
  const name = CONVENTION.exec(url)?.[1];
  return name && !VARIANT.test(name) ? name : null;
}

/** The URL of the WebP copy of `url` at `width`, or null when `url` does not follow the convention. */
export function imageVariantUrl(url: string, width: number): string | null {
  const name = base(url);
  return name ? `${name}-${width}w.webp` : null;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The attributes of an <img> for `url`: a WebP `srcSet` over IMAGE_WIDTHS with `sizes` (the CSS width the
 * image is shown at) when the URL follows the convention; just `src` for any other URL (a link from elsewhere).
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const name = base(url);
  if (!name) return { src: url };
  return {
    src: url,
    srcSet: IMAGE_WIDTHS.map((width) => `${name}-${width}w.webp ${width}w`).join(', '),
    sizes,
  };
}
