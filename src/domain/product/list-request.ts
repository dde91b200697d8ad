import { z } from 'zod';
import { PRODUCT_LIMITS } from './limits';
import { productMessages as m } from './messages';
import { type Result, validateWith } from './requests';
import { PRODUCT_STATUSES } from './status';
import { storeIdSchema } from './value-objects/id';
import { numberish } from './value-objects/parse';

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'stock', 'createdAt', 'updatedAt'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const DEFAULT_PRODUCT_SORT = { field: 'createdAt', direction: 'desc' } as const;

/**
 * Sorts a stall's own list offers but the public catalogue only within one store: stock and last update
 * change with every reservation, so no index keeps them (a hot product's holds stay HOT updates), and over a
 * city's catalogue either sort reads every listed product.
 */
export const STORE_ONLY_SORT_FIELDS: ReadonlySet<(typeof PRODUCT_SORT_FIELDS)[number]> = new Set([
  'stock',
  'updatedAt',
]);

/** Query strings: "true"/"false"/"1"/"0"; JSON bodies: booleans. z.coerce.boolean would read "false" as true. */
const queryBoolean = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (s === 'true' || s === '1') return true;
    if (s === 'false' || s === '0') return false;
    return s === '' ? undefined : v;
  },
  z.boolean({ error: m.booleanInvalid }),
);

/** statuses=ACTIVE,OUT_OF_STOCK or repeated parameters or an array; case-insensitive. */
const statusesSchema = z.preprocess(
  (v) => {
    const list = typeof v === 'string' ? v.split(',') : v;
    return Array.isArray(list)
      ? list
          .flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]))
          .map((s) => (typeof s === 'string' ? s.trim().toUpperCase() : s))
          .filter((s) => s !== '')
      : list;
  },
  z.array(z.enum(PRODUCT_STATUSES, { error: m.statusInvalid }), { error: m.statusInvalid }),
);

/** sort=price:asc (canonical query form) or { field, direction }; direction defaults to asc. */
const sortSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const [field, direction] = v.split(':').map((s) => s.trim());
    return {
      field,
      direction: direction === '' || direction === undefined ? 'asc' : direction.toLowerCase(),
    };
  },
  z.object(
    {
      field: z.enum(PRODUCT_SORT_FIELDS, { error: m.sortInvalid }),
      direction: z.enum(SORT_DIRECTIONS, { error: m.sortInvalid }).default('asc'),
    },
    { error: m.sortInvalid },
  ),
);

const nonNegativePrice = (message: string) =>
  z.preprocess(numberish, z.number({ error: message }).finite({ error: message }).min(0, { error: message }));

const positiveInt = (message: string, max?: number) => {
  const base = z.number({ error: message }).int({ error: message }).min(1, { error: message });
  return z.preprocess(numberish, max === undefined ? base : base.max(max, { error: message }));
};

export const listProductsRequestSchema = z
  .object({
    storeId: storeIdSchema,
    statuses: statusesSchema.optional(),
    highlightedOnly: queryBoolean.optional().transform((b) => b ?? false),
    searchTerm: z
      .string({ error: m.textInvalid })
      .trim()
      .max(100)
      .optional()
      .transform((s) => (s ? s : undefined)),
    minPrice: nonNegativePrice(m.minPriceInvalid).optional(),
    maxPrice: nonNegativePrice(m.maxPriceInvalid).optional(),
    inStockOnly: queryBoolean.optional().transform((b) => b ?? false),
    discountedOnly: queryBoolean.optional().transform((b) => b ?? false),
    sort: sortSchema.optional().transform((s) => s ?? { ...DEFAULT_PRODUCT_SORT }),
    page: positiveInt(m.pageInvalid)
      .optional()
      .transform((p) => p ?? 1),
    limit: positiveInt(m.limitInvalid, PRODUCT_LIMITS.pageMax)
      .optional()
      .transform((l) => l ?? PRODUCT_LIMITS.pageDefault),
  })
  .superRefine((value, ctx) => {
    const { minPrice, maxPrice } = value;
    if (typeof minPrice === 'number' && typeof maxPrice === 'number' && minPrice > maxPrice) {
      ctx.addIssue({ code: 'custom', message: m.priceRangeInvalid, path: ['minPrice'] });
    }
  });

export type ListProductsRequest = z.output<typeof listProductsRequestSchema>;

/** Also accepts the split form sortField/sortDirection some clients send. */
export function validateListProductsRequest(input: unknown): Result<ListProductsRequest> {
  if (input && typeof input === 'object' && !('sort' in input) && 'sortField' in input) {
    const { sortField, sortDirection, ...rest } = input as Record<string, unknown>;
    return validateWith(listProductsRequestSchema, {
      ...rest,
      sort: { field: sortField, direction: sortDirection },
    });
  }
  return validateWith(listProductsRequestSchema, input);
}

/** The pagination block of the list response (spec 001 §3). */
export function paginationOf(totalCount: number, page: number, limit: number) {
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
