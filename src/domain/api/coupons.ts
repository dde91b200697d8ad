import { z } from 'zod';
import { COUPON } from '../constants';
import { messages } from '../messages';
import { publicCouponSchema as catalogueCouponSchema } from './catalogue';

/**
 * Wire shapes of coupons as shoppers see them, redemptions, and the seller's validation at the stall
 * (online, and reconciled after validating offline). Spec 000 §3, §7.
 */

/** A coupon as the redemption dialog lists it: the catalogue's public coupon plus its store (spec 000 §3). */
export const publicCouponSchema = catalogueCouponSchema.extend({
  store: z.object({ id: z.number().int().positive(), name: z.string() }),
});

export const redemptionSchema = z.object({
  validationCode: z.string(),
  redeemedAt: z.string(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemResponseSchema = z.object({ redemption: redemptionSchema });

/** Why a redemption is refused (spec 000 §8 plus the states the spec leaves to the server). */
export const couponRefusals = {
  notFound: messages.consumerCoupon.notFound,
  expired: 'Este cupom expirou',
  inactive: 'Este cupom não está ativo',
  notStarted: 'Este cupom ainda não está válido',
  exhausted: 'Este cupom atingiu o limite de usos',
} as const;

export const validatedCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discountPercentage: z.number().nullable(),
  discountAmount: z.number().nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  redeemedAt: z.string(),
  storeName: z.string(),
  /** The coupon's id, for the link back to its edit screen. */
  couponId: z.number().int().positive().optional(),
});

export const validationSuccessSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  coupon: validatedCouponSchema,
});

export const validationFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});

/** Everything the seller's phone needs to validate a code with no signal, and show the same success card. */
export const outstandingRedemptionSchema = validatedCouponSchema.extend({
  validationCode: z.string(),
  couponId: z.number().int().positive(),
  storeId: z.number().int().positive(),
  couponEndTime: z.string(),
});
export type OutstandingRedemption = z.infer<typeof outstandingRedemptionSchema>;

export const outstandingRedemptionsSchema = z.object({
  redemptions: z.array(outstandingRedemptionSchema),
  generatedAt: z.string(),
});

/** At most this many validations per reconciliation call: a day at a busy stall, and a bounded request. */
export const OFFLINE_VALIDATION_BATCH_MAX = 200;

export const offlineValidationRequestSchema = z.object({
  validations: z
    .array(
      z.object({
        validationCode: z
          .string()
          .trim()
          .min(1, { error: messages.validation.codeRequired })
          .transform((c) => c.toUpperCase())
          .pipe(z.string().max(COUPON.validationCodeMaxLength, { error: messages.validation.invalidCode })),
        validatedAt: z.iso.datetime({ offset: true, error: 'Data de validação inválida' }),
      }),
    )
    .min(1)
    .max(OFFLINE_VALIDATION_BATCH_MAX),
});

export const offlineValidationResultSchema = z.object({
  validationCode: z.string(),
  status: z.enum(['confirmed', 'conflict', 'invalid']),
  message: z.string(),
  /** When the server recorded the code as used (for a conflict: the first, winning validation). */
  validatedAt: z.string().nullable(),
  /** When a phone accepted it offline, if it was accepted offline. */
  validatedOfflineAt: z.string().nullable(),
});
export type OfflineValidationResult = z.infer<typeof offlineValidationResultSchema>;

export const offlineValidationResponseSchema = z.object({
  results: z.array(offlineValidationResultSchema),
});
