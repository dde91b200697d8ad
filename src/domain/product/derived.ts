/**
 * What spec 001 §3's product DTO derives from a product's stored fields: the effective price, the discount,
 * whether it is for sale, what its stock means, and its images with their alt text and the primary one. The
 * server computes them for every product answer (catalogue, seller, realtime), the app for the rows it makes
 * itself (a product created or changed offline, rows kept before these fields were served), always with these
 * functions; screens read the fields and never restate the rules. No schemas here: the product page hydrates
 * without zod.
 */
import { discountPercentageOf, effectivePriceOf } from './discount';
import { PRODUCT_LIMITS } from './limits';
import { isForSale, type ProductStatus } from './status';

/** Low stock: 1..5 units, 1..10 for a highlighted product; 0 is "out of stock", not "low". */
export function isLowStock(stock: number | null, isHighlighted: boolean): boolean {
  const threshold = isHighlighted ? PRODUCT_LIMITS.lowStockHighlighted : PRODUCT_LIMITS.lowStock;
  return stock !== null && stock > 0 && stock <= threshold;
}

/** The DTO's `stock` object beside the flat answer's quantity (`stock`, null = unlimited). */
export interface ProductAvailability {
  isLimited: boolean;
  isAvailable: boolean;
  isLow: boolean;
  isOutOfStock: boolean;
}

export interface ProductImageDetail {
  url: string;
  /** What the seller wrote for people who cannot see the photo; null when nothing was written. */
  alt: string | null;
  isPrimary: boolean;
}

export interface ProductDerivedFields {
  effectivePrice: number;
  hasDiscount: boolean;
  discountPercentage: number;
  isAvailableForSale: boolean;
  availability: ProductAvailability;
  imageDetails: ProductImageDetail[];
}

export interface ProductStoredFields {
  price: number;
  discountedPrice: number | null;
  stock: number | null;
  status: ProductStatus;
  isHighlighted: boolean;
  /** URLs, the primary one first (the entity keeps that order). */
  images: readonly string[];
  /** Alt text per image URL; absent or empty means none was written. */
  imageAlts?: Readonly<Record<string, string>>;
}

export function availabilityOf(stock: number | null, isHighlighted: boolean): ProductAvailability {
  return {
    isLimited: stock !== null,
    isAvailable: stock === null || stock > 0,
    isLow: isLowStock(stock, isHighlighted),
    isOutOfStock: stock === 0,
  };
}

/** Images with their alt text; the first is the primary one. */
export function imageDetailsOf(
  images: readonly string[],
  alts: Readonly<Record<string, string>> = {},
): ProductImageDetail[] {
  return images.map((url, index) => ({
    url,
    alt: Object.hasOwn(alts, url) && alts[url] !== '' ? (alts[url] as string) : null,
    isPrimary: index === 0,
  }));
}

/** The alt texts of a list of image details, by URL (what the entity and the database keep). */
export function imageAltsOf(
  details: readonly { url: string; alt?: string | null }[],
): Record<string, string> {
  const alts: Record<string, string> = {};
  for (const { url, alt } of details) if (alt) alts[url] = alt;
  return alts;
}

export function productDerivedFields(p: ProductStoredFields): ProductDerivedFields {
  const discountPercentage = discountPercentageOf(p.price, p.discountedPrice);
  return {
    effectivePrice: effectivePriceOf(p),
    hasDiscount: discountPercentage > 0,
    discountPercentage,
    isAvailableForSale: isForSale(p.status, p.stock),
    availability: availabilityOf(p.stock, p.isHighlighted),
    imageDetails: imageDetailsOf(p.images, p.imageAlts),
  };
}

/**
 * A flat product row with its derived fields worked out by `productDerivedFields`: rows this device kept
 * from before the server served them, and test rows. The alt texts come from the row's own `imageDetails`.
 */
export function withDerivedFields<
  R extends Omit<ProductStoredFields, 'imageAlts'> & {
    imageDetails?: readonly { url: string; alt?: string | null }[];
  },
>(row: R): R & ProductDerivedFields {
  return { ...row, ...productDerivedFields({ ...row, imageAlts: imageAltsOf(row.imageDetails ?? []) }) };
}
