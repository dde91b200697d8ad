import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBase45, encodeBase45 } from '../domain/signed-redemption/base45';
import {
  encodeSignedRedemption,
  type SignedRedemptionFields,
  signedRedemptionMessage,
} from '../domain/signed-redemption/codec';
import { judgeScannedRedemption, type PublicKeyRow } from './signed-redemption';

const FIELDS: SignedRedemptionFields = {
  keyId: 2,
  validationCode: 'HPQ4R7TW3M',
  couponId: 41,
  storeId: 9,
  couponCode: 'PASTEL5',
  discountPercentage: null,
  discountAmount: 5,
  customerName: 'Ana Souza',
  redeemedAt: '2026-05-02T11:00:00.000Z',
  validUntil: '2026-05-16T11:00:00.000Z',
};
const BEFORE = new Date('2026-05-03T09:00:00Z');

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function keyPair(id: number) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sign = async (fields: SignedRedemptionFields) =>
    encodeSignedRedemption(
      fields,
      new Uint8Array(
        await crypto.subtle.sign(
          { name: 'Ed25519' },
          pair.privateKey,
          new Uint8Array(signedRedemptionMessage(fields)),
        ),
      ),
    );
  return { row: { id, publicKey } satisfies PublicKeyRow, sign };
}

/** The same text with one byte of its binary content changed (still well-formed base45). */
function alterByte(text: string, index: number): string {
  const bytes = decodeBase45(text.slice(4)) as Uint8Array;
  const altered = Uint8Array.from(bytes);
  altered[index] = (altered[index] ?? 0) ^ 0x04;
  return `FR1:${encodeBase45(altered)}`;
}

for (const verifier of ['platform', 'library'] as const) {
  describe(`a scanned QR code verified offline (${verifier})`, () => {
    let current: Awaited<ReturnType<typeof keyPair>>;
    let older: Awaited<ReturnType<typeof keyPair>>;
    let keys: PublicKeyRow[];
    const mine = new Set([9, 10]);
    beforeAll(async () => {
      current = await keyPair(2);
      older = await keyPair(1);
      keys = [older.row, current.row];
    });
    const judge = (text: string, context: Partial<Parameters<typeof judgeScannedRedemption>[1]> = {}) =>
      judgeScannedRedemption(text, { keys, storeIds: mine, now: BEFORE, ...context }, verifier);

    it('accepts a payload signed by a key this phone keeps, for one of its stores, before it expires', async () => {
      expect(await judge(await current.sign(FIELDS))).toEqual({ ok: true, fields: FIELDS });
      // Signed before a rotation by the retired key, still kept: still valid.
      expect(await judge(await older.sign({ ...FIELDS, keyId: 1 }))).toMatchObject({ ok: true });
    });

    it('refuses a key id this phone does not know', async () => {
      const verdict = await judge(await current.sign({ ...FIELDS, keyId: 7 }));
      expect(verdict).toMatchObject({ ok: false, refusal: 'unknownKey' });
      expect(await judge(await current.sign(FIELDS), { keys: [] })).toMatchObject({ refusal: 'unknownKey' });
    });

    it('refuses a payload signed by another key under a known key id', async () => {
      const forger = await keyPair(2);
      expect(await judge(await forger.sign(FIELDS))).toMatchObject({ ok: false, refusal: 'badSignature' });
    });

    it('refuses every altered byte, of the fields or of the signature', async () => {
      const text = await current.sign(FIELDS);
      const length = (decodeBase45(text.slice(4)) as Uint8Array).length;
      for (let index = 0; index < length; index++) {
        const verdict = await judge(alterByte(text, index));
        expect(verdict.ok, `byte ${index}`).toBe(false);
        expect(['badSignature', 'malformed', 'unknownKey']).toContain(!verdict.ok && verdict.refusal);
      }
      // A byte of the time fields parses and keeps the key id: only the signature can tell.
      expect(await judge(alterByte(text, length - 65))).toMatchObject({ refusal: 'badSignature' });
    });

    it('refuses a truncated or padded payload as malformed', async () => {
      const text = await current.sign(FIELDS);
      expect(await judge(text.slice(0, -6))).toEqual({ ok: false, refusal: 'malformed', fields: null });
      expect(await judge(text.slice(0, 40))).toMatchObject({ refusal: 'malformed' });
      expect(await judge(`${text}AB`)).toMatchObject({ refusal: 'malformed' });
    });

    it('refuses another store’s coupon and an expired payload, after checking the signature', async () => {
      const text = await current.sign(FIELDS);
      expect(await judge(text, { storeIds: new Set([3]) })).toMatchObject({ refusal: 'otherStore' });
      expect(await judge(text, { storeIds: 'any' })).toMatchObject({ ok: true });
      expect(await judge(text, { now: new Date(FIELDS.validUntil) })).toMatchObject({ refusal: 'expired' });
    });
  });
}
