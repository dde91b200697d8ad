/**
 * The signed redemption a shopper's QR code carries: what the stall needs to judge a coupon with no network,
 * signed by the server with Ed25519 (the signing is the server's, the verifying the phone's; this module only
 * turns fields into bytes and back, so both sides and the tests share one format).
 *
 * Text: `FR1:` + base45 of [fields][64-byte signature]. The signature covers `FR1:` + the fields' bytes, so the
 * version is signed too and a signature over anything else this key might ever sign cannot be replayed here.
 * Fields, in order: key id (varint), validation code (7 bytes, base 31), coupon id, store id (varints),
 * discount kind (1 byte: 0 none, 1 percentage, 2 amount) and value in hundredths (varint), coupon code and
 * customer name (length-prefixed UTF-8; empty name = none), redeemed at and valid until (4-byte seconds).
 */
import { z } from 'zod';
import { isWellFormedValidationCode, VALIDATION_CODE_ALPHABET, VALIDATION_CODE_LENGTH } from '../coupon';
import { decodeBase45, encodeBase45 } from './base45';
import { ByteReader, ByteWriter, MAX_FIELD_INTEGER } from './bytes';

export const SIGNED_REDEMPTION_PREFIX = 'FR1:';
export const SIGNATURE_LENGTH = 64;
/** The name travels cut to this many characters: enough to recognise the shopper, small enough to scan. */
export const SIGNED_NAME_MAX = 40;
const COUPON_CODE_MAX_BYTES = 64;
const NAME_MAX_BYTES = SIGNED_NAME_MAX * 4;
const CODE_BYTES = 7;
const TIME_BYTES = 4;

const id = z.number().int().positive().max(MAX_FIELD_INTEGER);
/** Whole seconds: what the payload can carry. */
const instant = z.iso.datetime().refine((iso) => Date.parse(iso) % 1000 === 0);

export const signedRedemptionFieldsSchema = z.object({
  keyId: id,
  validationCode: z.string().refine(isWellFormedValidationCode),
  couponId: id,
  storeId: id,
  couponCode: z.string().min(1),
  discountPercentage: z.number().positive().nullable(),
  discountAmount: z.number().positive().nullable(),
  customerName: z.string().min(1).max(SIGNED_NAME_MAX).nullable(),
  redeemedAt: instant,
  validUntil: instant,
});
export type SignedRedemptionFields = z.infer<typeof signedRedemptionFieldsSchema>;

/** The instant as the payload carries it (whole seconds), so what is signed and what is stored agree. */
export const toPayloadInstant = (at: Date | string): string =>
  new Date(Math.floor(new Date(at).getTime() / 1000) * 1000).toISOString();

/** The customer's name as signed: trimmed and cut, none when empty. */
export function toPayloadName(name: string | null | undefined): string | null {
  const cut = [...(name?.trim() ?? '')].slice(0, SIGNED_NAME_MAX).join('').trim();
  return cut === '' ? null : cut;
}

const BASE = VALIDATION_CODE_ALPHABET.length;

/** 10 symbols of 31 are below 2^50: a Number holds them exactly. */
function packCode(code: string): number {
  let value = 0;
  for (const char of code) value = value * BASE + VALIDATION_CODE_ALPHABET.indexOf(char);
  return value;
}

function unpackCode(value: number): string | null {
  if (value >= BASE ** VALIDATION_CODE_LENGTH) return null;
  let rest = value;
  let code = '';
  for (let i = 0; i < VALIDATION_CODE_LENGTH; i++) {
    code = VALIDATION_CODE_ALPHABET[rest % BASE] + code;
    rest = Math.floor(rest / BASE);
  }
  return code;
}

const hundredths = (value: number) => Math.round(value * 100);
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function fieldBytes(fields: SignedRedemptionFields): Uint8Array {
  const f = signedRedemptionFieldsSchema.parse(fields);
  const writer = new ByteWriter()
    .varint(f.keyId)
    .fixed(packCode(f.validationCode), CODE_BYTES)
    .varint(f.couponId)
    .varint(f.storeId);
  if (f.discountPercentage !== null) writer.fixed(1, 1).varint(hundredths(f.discountPercentage));
  else if (f.discountAmount !== null) writer.fixed(2, 1).varint(hundredths(f.discountAmount));
  else writer.fixed(0, 1);
  return writer
    .text(f.couponCode)
    .text(f.customerName ?? '')
    .fixed(seconds(f.redeemedAt), TIME_BYTES)
    .fixed(seconds(f.validUntil), TIME_BYTES)
    .toBytes();
}

const prefixBytes = new TextEncoder().encode(SIGNED_REDEMPTION_PREFIX);

function withPrefix(body: Uint8Array): Uint8Array {
  const message = new Uint8Array(prefixBytes.length + body.length);
  message.set(prefixBytes);
  message.set(body, prefixBytes.length);
  return message;
}

/** The bytes the server's key signs for these fields. */
export const signedRedemptionMessage = (fields: SignedRedemptionFields): Uint8Array =>
  withPrefix(fieldBytes(fields));

export function encodeSignedRedemption(fields: SignedRedemptionFields, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_LENGTH) throw new RangeError('assinatura Ed25519 tem 64 bytes');
  const body = fieldBytes(fields);
  const bytes = new Uint8Array(body.length + SIGNATURE_LENGTH);
  bytes.set(body);
  bytes.set(signature, body.length);
  return SIGNED_REDEMPTION_PREFIX + encodeBase45(bytes);
}

/** Whether a scanned text claims to be a signed redemption (then it is judged as one, never as a bare code). */
export const isSignedRedemptionText = (text: string): boolean =>
  text.trim().startsWith(SIGNED_REDEMPTION_PREFIX);

export interface DecodedSignedRedemption {
  fields: SignedRedemptionFields;
  /** What the signature must verify over. */
  message: Uint8Array;
  signature: Uint8Array;
}

/** The fields and signature of a scanned text, or null when it is cut short, padded or not well formed. */
export function decodeSignedRedemption(text: string): DecodedSignedRedemption | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(SIGNED_REDEMPTION_PREFIX)) return null;
  const bytes = decodeBase45(trimmed.slice(SIGNED_REDEMPTION_PREFIX.length));
  if (!bytes) return null;
  const reader = new ByteReader(bytes);
  const keyId = reader.varint();
  const validationCode = unpackCode(reader.fixed(CODE_BYTES));
  const couponId = reader.varint();
  const storeId = reader.varint();
  const kind = reader.fixed(1);
  const value = kind === 0 ? 0 : reader.varint() / 100;
  const couponCode = reader.text(COUPON_CODE_MAX_BYTES);
  const customerName = reader.text(NAME_MAX_BYTES);
  const redeemedAt = reader.fixed(TIME_BYTES);
  const validUntil = reader.fixed(TIME_BYTES);
  const bodyLength = reader.position;
  const signature = reader.raw(SIGNATURE_LENGTH);
  if (reader.failed || reader.remaining !== 0 || validationCode === null || kind > 2) return null;
  const parsed = signedRedemptionFieldsSchema.safeParse({
    keyId,
    validationCode,
    couponId,
    storeId,
    couponCode,
    discountPercentage: kind === 1 ? value : null,
    discountAmount: kind === 2 ? value : null,
    customerName: customerName === '' ? null : customerName,
    redeemedAt: new Date(redeemedAt * 1000).toISOString(),
    validUntil: new Date(validUntil * 1000).toISOString(),
  });
  if (!parsed.success) return null;
  return { fields: parsed.data, message: withPrefix(bytes.subarray(0, bodyLength)), signature };
}
