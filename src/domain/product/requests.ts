import { z } from 'zod';
import { type AppError, validationError } from '../errors';
import { issuesToDetails } from './issue-codes';
import { PRODUCT_LIMITS } from './limits';
import { productMessages as m } from './messages';
import { categorySchema } from './value-objects/category';
import { descriptionSchema } from './value-objects/description';
import { entityIdSchema, storeIdSchema } from './value-objects/id';
import { isValidImageUrl } from './value-objects/image';
import { priceAmountSchema } from './value-objects/price';
import { productNameSchema } from './value-objects/product-name';
import { stockSchema } from './value-objects/stock';

/** An image may be sent as a bare URL or as { url, alt?, isPrimary? }. */
const imageInputSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { url: v } : v),
  z.object(
    {
      url: z.string().trim().optional(),
      alt: z
        .string({ error: m.textInvalid })
        .trim()
        .max(PRODUCT_LIMITS.imageAltMax, { error: m.imageAltTooLong })
        .optional(),
      isPrimary: z.boolean().optional(),
    },
    { error: m.imageInvalid },
  ),
);

/** Per-image messages need the 1-based position, so they are checked at list level. */
const imagesSchema = z
  .array(imageInputSchema, { error: m.imageInvalid })
  .max(PRODUCT_LIMITS.imagesMax, { error: m.tooManyImages })
  .superRefine((images, ctx) => {
    images.forEach((image, index) => {
      if (!image.url) {
        ctx.addIssue({ code: 'custom', message: m.imageUrlRequired(index + 1), path: [index, 'url'] });
      } else if (!isValidImageUrl(image.url)) {
        ctx.addIssue({ code: 'custom', message: m.imageUrlInvalid(index + 1), path: [index, 'url'] });
      }
    });
    if (images.filter((i) => i.isPrimary).length > 1)
      ctx.addIssue({ code: 'custom', message: m.onePrimaryImage });
  });

export type ProductImageInput = { url: string; alt?: string; isPrimary?: boolean };

const discountedPriceSchema = priceAmountSchema.nullable();
const booleanSchema = z.boolean({ error: m.booleanInvalid });

function checkDiscount(
  value: { price?: number; discountedPrice?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  const { price, discountedPrice } = value;
  if (typeof price === 'number' && typeof discountedPrice === 'number' && discountedPrice >= price) {
    ctx.addIssue({ code: 'custom', message: m.discountNotBelowPrice, path: ['discountedPrice'] });
  }
}

export const createProductRequestSchema = z
  .object({
    storeId: storeIdSchema,
    name: productNameSchema,
    description: descriptionSchema.optional().transform((d) => d ?? null),
    category: categorySchema,
    price: priceAmountSchema,
    discountedPrice: discountedPriceSchema.optional().transform((d) => d ?? null),
    /** Omitted = unlimited (null). */
    stock: stockSchema.optional().transform((s) => s ?? null),
    images: imagesSchema.optional().transform((i) => (i ?? []) as ProductImageInput[]),
    isActive: booleanSchema.optional().transform((a) => a ?? true),
    isHighlighted: booleanSchema.optional().transform((h) => h ?? false),
  })
  .superRefine(checkDiscount);

export type CreateProductRequest = z.output<typeof createProductRequestSchema>;

const UPDATABLE_FIELDS = [
  'name',
  'description',
  'category',
  'price',
  'discountedPrice',
  'stock',
  'images',
  'isActive',
  'isHighlighted',
] as const;

/** Same rules as create, applied only to the fields given; productId and storeId identify the target. */
export const updateProductRequestSchema = z
  .object({
    productId: entityIdSchema,
    storeId: storeIdSchema,
    name: productNameSchema.optional(),
    description: descriptionSchema.optional(),
    category: categorySchema.optional(),
    price: priceAmountSchema.optional(),
    discountedPrice: discountedPriceSchema.optional(),
    stock: stockSchema.optional(),
    images: imagesSchema.optional().transform((i) => i as ProductImageInput[] | undefined),
    isActive: booleanSchema.optional(),
    isHighlighted: booleanSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (UPDATABLE_FIELDS.every((field) => value[field] === undefined)) {
      ctx.addIssue({ code: 'custom', message: m.atLeastOneField });
    }
    checkDiscount(value, ctx);
  });

export type UpdateProductRequest = z.output<typeof updateProductRequestSchema>;

export type Result<T> = { success: true; data: T } | { success: false; error: AppError };

/** Runs a schema and gathers every failure into one VALIDATION_ERROR with per-field details. */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, error: validationError(issuesToDetails(result.error.issues)) };
}

export function validateCreateProductRequest(input: unknown): Result<CreateProductRequest> {
  return validateWith(createProductRequestSchema, input);
}

export function validateUpdateProductRequest(input: unknown): Result<UpdateProductRequest> {
  const result = validateWith(updateProductRequestSchema, input);
  // zod skips object-level refinements once an id fails its type check; the "no fields" failure is still
  // reported so the form shows every problem at once.
  if (!result.success && result.error.details && !result.error.details.some((d) => d.code === 'NO_FIELDS')) {
    const given = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
    if (UPDATABLE_FIELDS.every((field) => given[field] === undefined)) {
      result.error.details.push({ field: '', message: m.atLeastOneField, code: 'NO_FIELDS' });
    }
  }
  return result;
}
