import { z } from 'zod';
import { PRODUCT_LIMITS } from '../limits';
import { productMessages as m } from '../messages';
import { parseValue } from './parse';

const IMAGE_EXTENSION = /\.(jpe?g|png|webp)/i;

/**
 * This site's images, as root-relative paths: uploads (/uploads/<sha256>.webp), the demo catalogue
 * (/demo/products/…) and a photo taken offline that waits on the seller's device to be uploaded
 * (/local-photo/<uuid>.jpg, swapped for its upload's URL before the write is sent; see
 * src/data/mutations/local-photos.ts). Any other path of this site (an API route with an image-looking query)
 * is not an image: every viewer's browser would request it.
 */
const OWN_IMAGE_PATH = /^\/(uploads|demo|local-photo)\/(?!.*\.\.)[\w./-]+$/;

/**
 * Absolute http(s) URLs or the server's own image paths (`OWN_IMAGE_PATH`). The extension may be followed by
 * a query string (CDN resizing), hence "contains" as spec 001 §5 says.
 */
export function isValidImageUrl(url: string): boolean {
  if (!IMAGE_EXTENSION.test(url) || /\s/.test(url)) return false;
  if (url.startsWith('/')) return OWN_IMAGE_PATH.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export const imageUrlSchema = z
  .string({ error: m.imageInvalid })
  .transform((s) => s.trim())
  .refine(isValidImageUrl, { error: m.imageInvalid });

export const imageUrlListSchema = z
  .array(imageUrlSchema, { error: m.imageInvalid })
  .max(PRODUCT_LIMITS.imagesMax, { error: m.tooManyImages });

export function createImageUrls(value: unknown): string[] {
  return parseValue(imageUrlListSchema, value, 'images');
}

/**
 * Alt text per image URL, kept only for the images the product has and only when something was written
 * (trimmed); an image without one is shown with the product's name.
 */
export const imageAltSchema = z
  .string({ error: m.textInvalid })
  .trim()
  .max(PRODUCT_LIMITS.imageAltMax, { error: m.imageAltTooLong });

export function createImageAlts(
  images: readonly string[],
  alts: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const url of images) {
    if (!Object.hasOwn(alts, url) || alts[url] === undefined || alts[url] === null) continue;
    const alt = parseValue(imageAltSchema, alts[url], 'images');
    if (alt !== '') kept[url] = alt;
  }
  return kept;
}
