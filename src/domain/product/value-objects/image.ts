import { z } from 'zod';
import { PRODUCT_LIMITS } from '../limits';
import { productMessages as m } from '../messages';
import { parseValue } from './parse';

const IMAGE_EXTENSION = /\.(jpe?g|png|webp)/i;

/**
 * Absolute http(s) URLs or root-relative paths (the server serves its own uploads as /uploads/x.webp). The
 * extension may be followed by a query string (CDN resizing), hence "contains" as spec 001 §5 says.
 */
export function isValidImageUrl(url: string): boolean {
  if (!IMAGE_EXTENSION.test(url) || /\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
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
