/**
 * The server's judgement of a scanned QR code, the same as the seller's phone makes offline: well formed, for
 * the code it names, signed by one of this installation's keys, for a store the validator manages, and valid
 * when the stall accepted it (now online; the phone's time for a validation made offline). A signed payload
 * names its store, so "another store" is said plainly: the QR code itself shows it, nothing leaks.
 */
import { createHash } from 'node:crypto';
import { decodeSignedRedemption } from '../../../src/domain/signed-redemption/codec';
import {
  judgeSignedRedemption,
  type SignedRedemptionRefusal,
  signedRedemptionRefusalCode,
  signedRedemptionRefusalMessage,
} from '../../../src/domain/signed-redemption/rules';
import { type Actor, isAdmin, managedStoreIds } from '../../auth/access';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { hasValidSignature } from '../../signing/redemption-keys';

export async function signedRedemptionRefusal(
  db: Db,
  validator: Actor,
  input: { validationCode: string; signedRedemption: string; at: Date },
): Promise<SignedRedemptionRefusal | null> {
  const decoded = decodeSignedRedemption(input.signedRedemption);
  if (!decoded || decoded.fields.validationCode !== input.validationCode) return 'malformed';
  if (!(await hasValidSignature(db, decoded))) return 'badSignature';
  const storeIds = isAdmin(validator) ? 'any' : new Set(await managedStoreIds(db, validator));
  return judgeSignedRedemption(decoded.fields, { storeIds, now: input.at });
}

/** A refusal as the validation routes answer it: 422 with the refusal's text and a code per reason. */
export const signedRefusalError = (refusal: SignedRedemptionRefusal) =>
  new HttpError(422, signedRedemptionRefusalCode(refusal), signedRedemptionRefusalMessage(refusal));

/**
 * Which device validated: a tag derived from the session, so the history can tell two phones of one seller
 * apart without spreading the sessions table's key into other tables.
 */
export const deviceTag = (sessionKey: string | null): string =>
  createHash('sha256')
    .update(`device:${sessionKey ?? 'anonymous'}`)
    .digest('hex')
    .slice(0, 16);
