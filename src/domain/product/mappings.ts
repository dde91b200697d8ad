import { z } from 'zod';
import type { Category } from '../categories';
import { PRODUCT_LIMITS } from './limits';
import { type Clock, Product } from './product';
import { isPubliclyVisible, PRODUCT_STATUSES, type ProductStatus, statusAfterStockChange } from './status';
import type { Money } from './value-objects/money';
import { isStockAvailable } from './value-objects/stock';

const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const dateText = z.union([z.string(), z.date().transform((d) => d.toISOString())]);

/**
 * Lenient reader of the API product (spec 001 §3 "fields read"): PostgreSQL numerics may arrive as text,
 * images as URLs or { url }, and Feira's server also sends status, isHighlighted and version.
 */
export const apiProductResponseSchema = z.object({
  id: z.union([z.number(), z.string()]),
  storeId: z.union([z.number(), z.string()]).transform(Number),
  name: z.string(),
  category: z.string(),
  price: numeric,
  discountedPrice: numeric.nullable().optional(),
  stock: numeric.nullable().optional(),
  images: z
    .array(z.union([z.string(), z.object({ url: z.string() }).transform((i) => i.url)]))
    .nullable()
    .optional(),
  description: z.string().nullable().optional(),
  isActive: z.boolean().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  isHighlighted: z.boolean().optional(),
  version: z.number().int().positive().optional(),
  createdAt: dateText,
  updatedAt: dateText,
});
export type ApiProductResponse = z.input<typeof apiProductResponseSchema>;

/** API → entity. A server status wins; else isActive true → ACTIVE, otherwise INACTIVE (spec 001 §3). */
export function productFromApi(raw: unknown, options: { clock?: Clock } = {}): Product {
  const api = apiProductResponseSchema.parse(raw);
  const stock = api.stock ?? null;
  const declared: ProductStatus = api.status ?? (api.isActive ? 'ACTIVE' : 'INACTIVE');
  // An ACTIVE row without stock is shown as OUT_OF_STOCK, the state the entity itself would have reached.
  const status = statusAfterStockChange(declared, stock);
  const toIso = (d: string) => new Date(d).toISOString();
  return Product.fromSnapshot(
    {
      id: String(api.id),
      storeId: api.storeId,
      name: api.name,
      description: api.description ?? null,
      category: api.category as Category,
      price: { amount: api.price, currency: 'BRL' },
      discountedPrice:
        api.discountedPrice === null || api.discountedPrice === undefined
          ? null
          : { amount: api.discountedPrice, currency: 'BRL' },
      stock,
      images: api.images ?? [],
      status,
      // A highlight the row cannot hold (not for sale) is dropped instead of failing the whole list.
      isHighlighted: (api.isHighlighted ?? false) && status === 'ACTIVE' && isStockAvailable(stock),
      createdAt: toIso(api.createdAt),
      updatedAt: toIso(api.updatedAt),
      version: api.version ?? 1,
    },
    options,
  );
}

export type ApiSavePayload = {
  storeId: number;
  name: string;
  description: string | null;
  category: Category;
  price: number;
  discountedPrice: number | null;
  stock: number | null;
  images: string[];
  isActive: boolean;
  /** Feira extension: the full status, so DRAFT and DISCONTINUED survive a round trip. */
  status: ProductStatus;
  isHighlighted: boolean;
};

/** Entity → API save payload. OUT_OF_STOCK is still an active listing, hence isActive true. */
export function toApiSavePayload(product: Product): ApiSavePayload {
  return {
    storeId: product.storeId,
    name: product.name,
    description: product.description,
    category: product.category,
    price: product.price.amount,
    discountedPrice: product.discountedPrice?.amount ?? null,
    stock: product.stock,
    images: [...product.images],
    isActive: isPubliclyVisible(product.status),
    status: product.status,
    isHighlighted: product.isHighlighted,
  };
}

export type ProductDto = {
  id: string;
  name: string;
  storeId: number;
  category: Category;
  price: Money;
  effectivePrice: Money;
  discountedPrice: Money | null;
  stock: {
    quantity: number | null;
    isLimited: boolean;
    isAvailable: boolean;
    isLow: boolean;
    isOutOfStock: boolean;
  };
  images: { url: string; alt: string; isPrimary: boolean }[];
  description: string | null;
  status: ProductStatus;
  isHighlighted: boolean;
  isAvailableForSale: boolean;
  hasDiscount: boolean;
  discountPercentage: number;
  createdAt: string;
  updatedAt: string;
};

/** Low stock: 1..5 units, 1..10 for a highlighted product; 0 is "out of stock", not "low". */
export function isLowStock(stock: number | null, isHighlighted: boolean): boolean {
  const threshold = isHighlighted ? PRODUCT_LIMITS.lowStockHighlighted : PRODUCT_LIMITS.lowStock;
  return stock !== null && stock > 0 && stock <= threshold;
}

/** Entity → DTO of spec 001 §3. The first image is the primary one; alt texts name the product. */
export function toProductDto(product: Product): ProductDto {
  const stock = product.stock;
  return {
    id: product.id,
    name: product.name,
    storeId: product.storeId,
    category: product.category,
    price: { ...product.price },
    effectivePrice: { ...product.effectivePrice },
    discountedPrice: product.discountedPrice ? { ...product.discountedPrice } : null,
    stock: {
      quantity: stock,
      isLimited: stock !== null,
      isAvailable: isStockAvailable(stock),
      isLow: isLowStock(stock, product.isHighlighted),
      isOutOfStock: stock === 0,
    },
    images: product.images.map((url, index) => ({
      url,
      alt: index === 0 ? product.name : `${product.name} - imagem ${index + 1}`,
      isPrimary: index === 0,
    })),
    description: product.description,
    status: product.status,
    isHighlighted: product.isHighlighted,
    isAvailableForSale: product.isAvailableForSale,
    hasDiscount: product.hasDiscount,
    discountPercentage: product.discountPercentage,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
