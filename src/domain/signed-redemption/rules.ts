/**
 * What the stall decides about a signed redemption once its signature is checked, the same way on the phone
 * (offline) and on the server (a scanned QR code online): one of the seller's stores, not past its validity.
 */
import { TIME } from '../constants';
import { messages } from '../messages';
import type { SignedRedemptionFields } from './codec';

/**
 * A signed redemption is trusted alone at most this long after it was issued (less when the coupon ends
 * first). It also bounds how long a retired signing key must still be served to phones.
 */
export const SIGNED_REDEMPTION_MAX_VALIDITY_MS = 30 * TIME.DAY;

export function signedRedemptionValidUntil(redeemedAt: Date, couponEndsAt: Date): Date {
  return new Date(Math.min(couponEndsAt.getTime(), redeemedAt.getTime() + SIGNED_REDEMPTION_MAX_VALIDITY_MS));
}

export type SignedRedemptionRefusal = keyof typeof messages.signedRedemption;

export const signedRedemptionRefusalMessage = (refusal: SignedRedemptionRefusal): string =>
  messages.signedRedemption[refusal];

/** The error code a refusal answers with ('otherStore' → SIGNED_REDEMPTION_OTHER_STORE), on both sides. */
export const signedRedemptionRefusalCode = (refusal: SignedRedemptionRefusal): string =>
  `SIGNED_REDEMPTION_${refusal.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** After the signature: the store must be one the validator manages (`'any'` for an admin), and not expired. */
export function judgeSignedRedemption(
  fields: SignedRedemptionFields,
  context: { storeIds: ReadonlySet<number> | 'any'; now: Date },
): SignedRedemptionRefusal | null {
  if (context.storeIds !== 'any' && !context.storeIds.has(fields.storeId)) return 'otherStore';
  if (Date.parse(fields.validUntil) <= context.now.getTime()) return 'expired';
  return null;
}
