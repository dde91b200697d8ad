import { z } from 'zod';
import type { Category } from '../categories';
import { PRODUCT_LIMITS } from '../product/limits';
import { type ListProductsRequest, listProductsRequestSchema } from '../product/list-request';
import { productMessages } from '../product/messages';
import { type Result, validateWith } from '../product/requests';
import { categorySchema as productCategorySchema } from '../product/value-objects/category';
import { storeIdSchema } from '../product/value-objects/id';

/**
 * Wire shapes of the public catalogue, shared by the server (route schemas, OpenAPI) and the
 * browser data layer (parsing what it stores in Dexie). Dates travel as ISO strings.
 */
export const productStatusSchema = z.enum(['DRAFT', 'ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'DISCONTINUED']);

export const productSchema = z.object({
  id: z.number().int().positive(),
  storeId: z.number().int().positive(),
  storeName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  price: z.number(),
  currency: z.string(),
  discountedPrice: z.number().nullable(),
  /** null = unlimited. */
  stock: z.number().int().nullable(),
  images: z.array(z.string()),
  status: productStatusSchema,
  isActive: z.boolean(),
  isHighlighted: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // Spec 001 §3's DTO fields, derived by the domain (product/derived.ts) and served with every product.
  effectivePrice: z.number(),
  hasDiscount: z.boolean(),
  discountPercentage: z.number(),
  isAvailableForSale: z.boolean(),
  availability: z.object({
    isLimited: z.boolean(),
    isAvailable: z.boolean(),
    isLow: z.boolean(),
    isOutOfStock: z.boolean(),
  }),
  /** The photos of `images` with their alt text (null: none written); the first is the primary one. */
  imageDetails: z.array(z.object({ url: z.string(), alt: z.string().nullable(), isPrimary: z.boolean() })),
});
export type ProductWire = z.infer<typeof productSchema>;

/**
 * GET /api/products/{id}: the product (spec 001 §7: "a product"), flat, with spec 001 §8's success message
 * 'Produto encontrado com sucesso' beside its fields, as the lists carry 'N produtos encontrados'.
 */
export const productAnswerSchema = productSchema.extend({ message: z.string() });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

export const storeSchema = z.object({
  id: z.number().int().positive(),
  ownerId: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  address: z.string(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  openingDays: z.array(z.number().int().min(0).max(6)),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  isActive: z.boolean(),
  productCount: z.number().int().optional(),
  /** Metres from the point given in the request (lat/lng), when one was given. */
  distanceMeters: z.number().nullable().optional(),
  isOpenToday: z.boolean().optional(),
  /** Bumped by every seller edit (queued edits name it in If-Match). */
  version: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreWire = z.infer<typeof storeSchema>;

export const categorySchema = z.object({
  slug: z.string(),
  label: z.string(),
  icon: z.string(),
  productCount: z.number().int(),
});
export type CategoryWire = z.infer<typeof categorySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type BannerWire = z.infer<typeof bannerSchema>;

/** The pagination object of spec 001 §3. */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginate(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalCount / limit));
  return {
    currentPage: page,
    totalPages,
    totalCount,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
    limit,
  };
}

export const productPageSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
  message: z.string(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z
    .array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), kind: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
});

/** GET /api/ready: whether this replica should get traffic (the load balancer's and Docker's check). */
export const readySchema = z.object({
  status: z.enum(['ready', 'not-ready', 'draining']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), listening: z.boolean() }),
  version: z.string(),
});

/** GET /api/products/price-range: the cheapest and dearest price shoppers pay; null when nothing is listed. */
export const priceRangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** A coupon as shoppers see it on a store page (no usage internals beyond what the dialog shows). */
export const publicCouponSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  code: z.string(),
  description: z.string(),
  discountPercentage: z.number().nullable(),
  discountAmount: z.number().nullable(),
  minimumPurchase: z.number().nullable(),
  maxUsageCount: z.number().int().nullable(),
  usageCount: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isActive: z.boolean(),
});
export type PublicCouponWire = z.infer<typeof publicCouponSchema>;

/** GET /api/stores/:id: the store plus its listed products and the coupons usable now. */
export const storeDetailSchema = storeSchema.extend({
  products: z.array(productSchema),
  coupons: z.array(publicCouponSchema),
});
export type StoreDetailWire = z.infer<typeof storeDetailSchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  productId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  promotionalPrice: z.number(),
  startsAt: z.string(),
  /** Flash promotions show a countdown to this instant. */
  endsAt: z.string(),
  isFlash: z.boolean(),
  isActive: z.boolean(),
  product: productSchema.nullable(),
  /** Bumped by every seller edit (queued edits name it in If-Match). */
  version: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromotionWire = z.infer<typeof promotionSchema>;

/**
 * How long the city-wide lists get: the promotions running now (soonest end first) and the stores asked for
 * with `limit`. A city runs hundreds of promotions at once and has thousands of stalls: all of them are
 * hundreds of kilobytes of JSON, and no screen shows that many.
 */
export const CITY_LIST_LIMITS = { promotionsDefault: 48, max: PRODUCT_LIMITS.pageMax } as const;

/** `?limit=` of those lists: 1 to CITY_LIST_LIMITS.max, with the list request's message. */
export const cityListLimitSchema = z.coerce
  .number({ error: productMessages.limitInvalid })
  .int({ error: productMessages.limitInvalid })
  .min(1, { error: productMessages.limitInvalid })
  .max(CITY_LIST_LIMITS.max, { error: productMessages.limitInvalid });

/**
 * Query of the public product lists: the seller list request of spec 001 §3 with storeId optional and a
 * category filter. Same messages and codes (INVALID_PAGE, INVALID_LIMIT, INVALID_MIN_PRICE, ...).
 */
export const publicListRequestSchema = listProductsRequestSchema.safeExtend({
  // safeExtend's typing only allows narrowing a key; loosening storeId to optional is the point here (zod
  // keeps the domain refinements, which .extend/.omit refuse to do), so the output type is declared below.
  storeId: storeIdSchema.optional() as unknown as typeof storeIdSchema,
  category: productCategorySchema.optional(),
});
export type PublicListRequest = Omit<ListProductsRequest, 'storeId' | 'category'> & {
  storeId?: number;
  category?: Category;
};

/** Accepts the split sortField/sortDirection form too, like validateListProductsRequest. */
export function validatePublicListRequest(input: unknown): Result<PublicListRequest> {
  if (input && typeof input === 'object' && !('sort' in input) && 'sortField' in input) {
    const { sortField, sortDirection, ...rest } = input as Record<string, unknown>;
    return validateWith(publicListRequestSchema, {
      ...rest,
      sort: { field: sortField, direction: sortDirection },
    });
  }
  return validateWith(publicListRequestSchema, input);
}
