import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { decodeBase45, encodeBase45 } from './base45';
import { ByteReader, ByteWriter } from './bytes';
import {
  decodeSignedRedemption,
  encodeSignedRedemption,
  isSignedRedemptionText,
  SIGNED_NAME_MAX,
  type SignedRedemptionFields,
  signedRedemptionMessage,
  toPayloadInstant,
  toPayloadName,
} from './codec';
import {
  judgeSignedRedemption,
  SIGNED_REDEMPTION_MAX_VALIDITY_MS,
  signedRedemptionRefusalCode,
  signedRedemptionRefusalMessage,
  signedRedemptionValidUntil,
} from './rules';

const text = (s: string) => new TextEncoder().encode(s);

const FIELDS: SignedRedemptionFields = {
  keyId: 3,
  validationCode: 'K7MQ2XWZ9A',
  couponId: 1234,
  storeId: 56,
  couponCode: 'FEIRA10',
  discountPercentage: 12.5,
  discountAmount: null,
  customerName: 'Ana Souza',
  redeemedAt: '2026-05-02T11:03:20.000Z',
  validUntil: '2026-06-01T11:03:20.000Z',
};
const SIGNATURE = Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256);

describe('base45 (RFC 9285)', () => {
  it('encodes the RFC examples', () => {
    expect(encodeBase45(text('AB'))).toBe('BB8');
    expect(encodeBase45(text('Hello!!'))).toBe('%69 VD92EX0');
    expect(encodeBase45(text('base-45'))).toBe('UJCLQE7W581');
    expect(encodeBase45(text('ietf!'))).toBe('QED8WEX0');
  });

  it('decodes what it encodes, bytes of every value included', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => 255 - i);
    expect(decodeBase45(encodeBase45(bytes))).toEqual(bytes);
    expect(decodeBase45(encodeBase45(bytes.subarray(0, 255)))).toEqual(bytes.subarray(0, 255));
    expect(decodeBase45('QED8WEX0')).toEqual(text('ietf!'));
  });

  it('refuses characters outside the alphabet, a dangling character and groups too large', () => {
    expect(decodeBase45('GGW')).toBeNull(); // 65536
    expect(decodeBase45('ab8')).toBeNull();
    expect(decodeBase45('BB8A')).toBeNull();
    expect(decodeBase45('::')).toBeNull(); // 2024 > 255
  });

  it('never ends a text with a space (readers trim)', () => {
    for (let a = 0; a < 256; a += 5) {
      for (let b = 0; b < 256; b += 3) expect(encodeBase45(Uint8Array.of(a, b)).endsWith(' ')).toBe(false);
      expect(encodeBase45(Uint8Array.of(a)).endsWith(' ')).toBe(false);
    }
  });
});

describe('packed fields', () => {
  it('reads back varints, fixed numbers, text and raw bytes', () => {
    const bytes = new ByteWriter()
      .varint(0)
      .varint(300)
      .varint(2 ** 31 - 1)
      .fixed(2 ** 40 + 5, 6)
      .text('Pão')
      .raw(Uint8Array.of(9, 8))
      .toBytes();
    const reader = new ByteReader(bytes);
    expect([reader.varint(), reader.varint(), reader.varint(), reader.fixed(6), reader.text(10)]).toEqual([
      0,
      300,
      2 ** 31 - 1,
      2 ** 40 + 5,
      'Pão',
    ]);
    expect(reader.raw(2)).toEqual(Uint8Array.of(9, 8));
    expect(reader.failed).toBe(false);
    expect(reader.remaining).toBe(0);
  });

  it('refuses integers out of range, and fails reads past the end or of bad text', () => {
    expect(() => new ByteWriter().varint(-1)).toThrow(RangeError);
    expect(() => new ByteWriter().varint(2 ** 31)).toThrow(RangeError);
    const tooLong = new ByteReader(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0xff, 0x01));
    tooLong.varint();
    expect(tooLong.failed).toBe(true);
    const beyond = new ByteReader(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x0f));
    beyond.varint();
    expect(beyond.failed).toBe(true);
    const short = new ByteReader(Uint8Array.of(5, 65));
    expect(short.text(10)).toBe('');
    expect(short.failed).toBe(true);
    const invalid = new ByteReader(Uint8Array.of(1, 0xff));
    expect(invalid.text(10)).toBe('');
    expect(invalid.failed).toBe(true);
    const capped = new ByteReader(Uint8Array.of(3, 65, 65, 65));
    expect(capped.text(2)).toBe('');
    expect(capped.failed).toBe(true);
    const raw = new ByteReader(Uint8Array.of(1));
    expect(raw.raw(2)).toHaveLength(0);
    expect(raw.failed).toBe(true);
  });
});

describe('signed redemption text', () => {
  const encoded = encodeSignedRedemption(FIELDS, SIGNATURE);

  it('round-trips the fields and the signature, over the bytes that were signed', () => {
    expect(encoded.startsWith('FR1:')).toBe(true);
    expect(isSignedRedemptionText(`  ${encoded}\n`)).toBe(true);
    const decoded = decodeSignedRedemption(encoded);
    expect(decoded?.fields).toEqual(FIELDS);
    expect(decoded?.signature).toEqual(SIGNATURE);
    expect(decoded?.message).toEqual(signedRedemptionMessage(FIELDS));
  });

  it('stays small enough for an alphanumeric QR code a cheap camera reads at arm’s length', () => {
    // Alphanumeric mode, error correction M: version 9 (53 × 53 modules) holds 221 characters.
    expect(encoded.length).toBeLessThanOrEqual(221);
    expect(encoded).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
  });

  it('carries an amount, or no discount, and no name', () => {
    const amount = { ...FIELDS, discountPercentage: null, discountAmount: 5.5, customerName: null };
    expect(decodeSignedRedemption(encodeSignedRedemption(amount, SIGNATURE))?.fields).toEqual(amount);
    const none = { ...amount, discountAmount: null };
    expect(decodeSignedRedemption(encodeSignedRedemption(none, SIGNATURE))?.fields).toEqual(none);
  });

  it('is signed over its own version: the message starts with the prefix', () => {
    expect(new TextDecoder().decode(signedRedemptionMessage(FIELDS).subarray(0, 4))).toBe('FR1:');
  });

  it('refuses texts cut short, padded, of another format or corrupted beyond parsing', () => {
    expect(decodeSignedRedemption(encoded.slice(0, -3))).toBeNull();
    expect(decodeSignedRedemption(encoded.slice(0, 20))).toBeNull();
    expect(decodeSignedRedemption(`${encoded}000`)).toBeNull();
    expect(decodeSignedRedemption('K7MQ2XWZ9A')).toBeNull();
    expect(decodeSignedRedemption('FR1:abc')).toBeNull();
    expect(isSignedRedemptionText('K7MQ2XWZ9A')).toBe(false);
    // A discount kind that does not exist.
    const bytes = decodeBase45(encoded.slice(4)) as Uint8Array;
    const kindAt = 1 + 7 + 2 + 1;
    const badKind = Uint8Array.from(bytes);
    badKind[kindAt] = 7;
    expect(decodeSignedRedemption(`FR1:${encodeBase45(badKind)}`)).toBeNull();
    // A code beyond the alphabet's range.
    const badCode = Uint8Array.from(bytes);
    badCode.fill(0xff, 1, 8);
    expect(decodeSignedRedemption(`FR1:${encodeBase45(badCode)}`)).toBeNull();
  });

  it('keeps an altered byte that still parses: the signature, not the parser, refuses it', () => {
    const bytes = decodeBase45(encoded.slice(4)) as Uint8Array;
    const altered = Uint8Array.from(bytes);
    const lastTimeByte = bytes.length - 64 - 1;
    altered[lastTimeByte] = (altered[lastTimeByte] ?? 0) ^ 0x01;
    const decoded = decodeSignedRedemption(`FR1:${encodeBase45(altered)}`);
    expect(decoded).not.toBeNull();
    expect(decoded?.message).not.toEqual(signedRedemptionMessage(FIELDS));
  });

  it('refuses fields it cannot carry', () => {
    expect(() => encodeSignedRedemption(FIELDS, SIGNATURE.subarray(0, 10))).toThrow(RangeError);
    expect(() => signedRedemptionMessage({ ...FIELDS, validationCode: 'K7MQ2XWZ0A' })).toThrow();
    expect(() => signedRedemptionMessage({ ...FIELDS, redeemedAt: '2026-05-02T11:03:20.500Z' })).toThrow();
  });

  it('cuts names and instants to what the payload carries', () => {
    expect(toPayloadInstant('2026-05-02T11:03:20.987Z')).toBe('2026-05-02T11:03:20.000Z');
    expect(toPayloadName('  ')).toBeNull();
    expect(toPayloadName(null)).toBeNull();
    expect(toPayloadName(' Ana ')).toBe('Ana');
    expect([...(toPayloadName('é'.repeat(60)) ?? '')]).toHaveLength(SIGNED_NAME_MAX);
  });
});

describe('judging a verified signed redemption', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('accepts one of the validator’s stores before it expires; an admin validates any store', () => {
    expect(judgeSignedRedemption(FIELDS, { storeIds: new Set([56, 57]), now })).toBeNull();
    expect(judgeSignedRedemption(FIELDS, { storeIds: 'any', now })).toBeNull();
  });

  it('refuses another store’s coupon and an expired one, with their texts', () => {
    const refusal = judgeSignedRedemption(FIELDS, { storeIds: new Set([7]), now });
    expect(refusal).toBe('otherStore');
    expect(signedRedemptionRefusalMessage('otherStore')).toBe('Este cupom é de outra loja');
    const late = new Date(FIELDS.validUntil);
    expect(judgeSignedRedemption(FIELDS, { storeIds: 'any', now: late })).toBe('expired');
    expect(signedRedemptionRefusalMessage('expired')).toBe(messages.signedRedemption.expired);
    expect(signedRedemptionRefusalCode('badSignature')).toBe('SIGNED_REDEMPTION_BAD_SIGNATURE');
  });

  it('is valid until the coupon ends, and never longer than the longest validity', () => {
    const redeemed = new Date('2026-05-01T00:00:00Z');
    const soon = new Date('2026-05-03T00:00:00Z');
    expect(signedRedemptionValidUntil(redeemed, soon)).toEqual(soon);
    const far = new Date('2027-01-01T00:00:00Z');
    expect(signedRedemptionValidUntil(redeemed, far).getTime()).toBe(
      redeemed.getTime() + SIGNED_REDEMPTION_MAX_VALIDITY_MS,
    );
  });
});
