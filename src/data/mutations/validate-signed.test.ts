import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeWire } from '../../domain/api/test-wires';
import { decodeBase45, encodeBase45 } from '../../domain/signed-redemption/base45';
import {
  encodeSignedRedemption,
  type SignedRedemptionFields,
  signedRedemptionMessage,
} from '../../domain/signed-redemption/codec';
import { db } from '../db';
// Loaded first (the signed path needs the session, which names the mutations' user when it loads): each
// test then names its own user.
import '../session';
import { jsonResponse, offline } from '../test-responses';
import { settleMutations } from './engine';
import { validateRedemptionCode } from './index';
import { setCurrentUserSource } from './session-link';

const FIELDS: SignedRedemptionFields = {
  keyId: 5,
  validationCode: 'HPQ4R7TW3M',
  couponId: 41,
  storeId: 9,
  couponCode: 'PASTEL5',
  discountPercentage: null,
  discountAmount: 5,
  customerName: 'Ana Souza',
  redeemedAt: toSeconds(Date.now() - 3_600_000),
  validUntil: toSeconds(Date.now() + 86_400_000),
};

function toSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

let signed: string;
let publicKey: string;

beforeAll(async () => {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  publicKey = btoa(String.fromCharCode(...raw))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const signature = await crypto.subtle.sign(
    { name: 'Ed25519' },
    pair.privateKey,
    new Uint8Array(signedRedemptionMessage(FIELDS)),
  );
  signed = encodeSignedRedemption(FIELDS, new Uint8Array(signature));
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  setCurrentUserSource(() => 7);
  await db.sellerStores.put(storeWire({ id: 9, ownerId: 7, name: 'Pastelaria do Japonês' }));
  await db.redemptionKeys.put({
    id: 5,
    algorithm: 'Ed25519',
    publicKey,
    createdAt: '2026-01-01T00:00:00.000Z',
    retiredAt: null,
  });
});

afterEach(async () => {
  await settleMutations();
  vi.unstubAllGlobals();
});

describe('a scanned signed QR code at the stall', () => {
  it('offline, is accepted on this phone once and queued with its payload for the server to check', async () => {
    const fetch = vi.fn(offline);
    vi.stubGlobal('fetch', fetch);
    const result = await validateRedemptionCode(signed);
    expect(result).toMatchObject({
      success: true,
      offline: true,
      message: 'Validado offline — será confirmado quando a conexão voltar',
      coupon: {
        code: 'PASTEL5',
        customerName: 'Ana Souza',
        storeName: 'Pastelaria do Japonês',
        couponId: 41,
      },
    });
    expect(await db.redemptionCodes.get(FIELDS.validationCode)).toMatchObject({
      signedRedemption: signed,
      validatedLocallyAt: expect.any(Number),
    });
    const [queued] = await db.pendingMutations.toArray();
    expect(queued?.body).toEqual({
      validations: [
        { validationCode: FIELDS.validationCode, validatedAt: expect.any(String), signedRedemption: signed },
      ],
    });
    await expect(validateRedemptionCode(signed)).rejects.toMatchObject({
      message: 'Código inválido ou já utilizado',
    });
  });

  it('refuses a changed byte, another store’s coupon and an expired one without asking anybody', async () => {
    const fetch = vi.fn(offline);
    vi.stubGlobal('fetch', fetch);
    const bytes = decodeBase45(signed.slice(4)) as Uint8Array;
    const altered = Uint8Array.from(bytes);
    altered[bytes.length - 65] = (altered[bytes.length - 65] ?? 0) ^ 1;
    await expect(validateRedemptionCode(`FR1:${encodeBase45(altered)}`)).rejects.toMatchObject({
      message: 'QR inválido: assinatura não confere',
    });
    await expect(validateRedemptionCode(signed.slice(0, -9))).rejects.toMatchObject({
      message: 'QR inválido: o conteúdo está incompleto ou corrompido',
    });
    await db.sellerStores.clear();
    await db.sellerStores.put(storeWire({ id: 10, ownerId: 7 }));
    await expect(validateRedemptionCode(signed)).rejects.toMatchObject({
      message: 'Este cupom é de outra loja',
    });
    await db.sellerStores.put(storeWire({ id: 9, ownerId: 7 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(FIELDS.validUntil));
    try {
      await expect(validateRedemptionCode(signed)).rejects.toMatchObject({ message: 'QR expirado' });
    } finally {
      vi.useRealTimers();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.pendingMutations.count()).toBe(0);
  });

  it('with a key this phone does not know: the server decides online, offline it says to connect', async () => {
    await db.redemptionKeys.clear();
    vi.stubGlobal('fetch', vi.fn(offline));
    await expect(validateRedemptionCode(signed)).rejects.toMatchObject({
      message: expect.stringContaining('não conhece a chave'),
    });
    const fetch = vi.fn(async () =>
      jsonResponse(200, {
        success: true,
        message: 'Cupom validado!',
        coupon: {
          code: 'PASTEL5',
          description: 'Combo',
          customerName: 'Ana Souza',
          storeName: 'Pastelaria',
          couponId: 41,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await validateRedemptionCode(signed)).toMatchObject({
      success: true,
      coupon: { description: 'Combo' },
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      validationCode: FIELDS.validationCode,
      signedRedemption: signed,
    });
  });

  it('a typed code this phone never synced, offline, asks for the QR code', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    await expect(validateRedemptionCode('ABCDEFGHJK')).rejects.toMatchObject({
      message: 'Código desconhecido neste aparelho sem conexão — escaneie o QR do cliente',
    });
  });
});
