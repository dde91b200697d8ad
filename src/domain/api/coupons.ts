import { z } from 'zod';
import { COUPON } from '../constants';
import { signedRedemptionTextSchema } from '../coupon';
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

/**
 * A redemption as its shopper keeps it (spec 000 §3's Redemption plus what "Meus cupons" shows): the coupon,
 * its store, the signed payload the QR code carries, until when a phone trusts it alone, and whether the
 * stall has used it.
 */
export const shopperRedemptionSchema = redemptionSchema.extend({
  couponId: z.number().int().positive(),
  couponCode: z.string(),
  description: z.string(),
  discountPercentage: z.number().nullable(),
  discountAmount: z.number().nullable(),
  storeId: z.number().int().positive(),
  storeName: z.string(),
  signedRedemption: z.string(),
  validUntil: z.string(),
  validatedAt: z.string().nullable(),
});
export type ShopperRedemption = z.infer<typeof shopperRedemptionSchema>;

export const redeemResponseSchema = z.object({ redemption: shopperRedemptionSchema });

/** GET /api/redemptions: the shopper's redemptions, newest first. */
export const shopperRedemptionsSchema = z.object({ redemptions: z.array(shopperRedemptionSchema) });

/**
 * A public key of the installation's redemption signing keys (Ed25519, raw 32 bytes in base64url). Retired keys
 * stay listed while a redemption they signed is still valid, so codes issued before a rotation keep working.
 */
export const redemptionKeySchema = z.object({
  id: z.number().int().positive(),
  algorithm: z.literal('Ed25519'),
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type RedemptionKey = z.infer<typeof redemptionKeySchema>;

export const redemptionKeysSchema = z.object({ keys: z.array(redemptionKeySchema) });

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
        /** The QR code the phone verified offline, when it was scanned: the server checks it again. */
        signedRedemption: signedRedemptionTextSchema.optional(),
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
  /** Who validated it first (for a conflict: the winner), and whether from another device than this one. */
  validatedBy: z.string().nullable().optional(),
  otherDevice: z.boolean().optional(),
});
export type OfflineValidationResult = z.infer<typeof offlineValidationResultSchema>;

export const offlineValidationResponseSchema = z.object({
  results: z.array(offlineValidationResultSchema),
});

/** A validation that lost to an earlier one: who tried, from which device, when the phone accepted it. */
export const redemptionConflictSchema = z.object({
  attemptedBy: z.string().nullable(),
  attemptedAt: z.string(),
  reportedAt: z.string(),
});

/** GET /api/seller/coupons/{id}/redemptions: the coupon's history at the stall, newest first. */
export const couponRedemptionHistorySchema = z.object({
  redemptions: z.array(
    z.object({
      validationCode: z.string(),
      customerName: z.string().nullable(),
      redeemedAt: z.string(),
      validatedAt: z.string().nullable(),
      validatedBy: z.string().nullable(),
      validatedOfflineAt: z.string().nullable(),
      conflicts: z.array(redemptionConflictSchema),
    }),
  ),
});
export type CouponRedemptionHistory = z.infer<typeof couponRedemptionHistorySchema>;
