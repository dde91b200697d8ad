/**
 * Checks a signed redemption's Ed25519 signature on this device, against the public keys the seller's phone
 * keeps (`redemptionKeys`, synced with the seller's catalogue). WebCrypto does the work where the browser has
 * Ed25519 (Chromium, Safari 17, Firefox 129); elsewhere @noble/ed25519, an audited library loaded only then.
 */
import {
  type DecodedSignedRedemption,
  decodeSignedRedemption,
  type SignedRedemptionFields,
} from '../domain/signed-redemption/codec';
import { judgeSignedRedemption, type SignedRedemptionRefusal } from '../domain/signed-redemption/rules';

export interface PublicKeyRow {
  id: number;
  /** Raw 32-byte Ed25519 public key, base64url. */
  publicKey: string;
}

export type SignatureCheck = 'valid' | 'unknownKey' | 'badSignature';

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

type Verifier = (signature: Uint8Array, message: Uint8Array, publicKey: string) => Promise<boolean>;

const imported = new Map<string, Promise<CryptoKey>>();

const webCryptoVerifier: Verifier = async (signature, message, publicKey) => {
  let key = imported.get(publicKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', fromBase64Url(publicKey), { name: 'Ed25519' }, false, ['verify']);
    imported.set(publicKey, key);
    key.catch(() => imported.delete(publicKey));
  }
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    await key,
    new Uint8Array(signature),
    new Uint8Array(message),
  );
};

const libraryVerifier: Verifier = async (signature, message, publicKey) => {
  const ed = await import('@noble/ed25519');
  // RFC 8032's strict rules, as WebCrypto applies them: one verdict whichever path a phone takes.
  return ed.verifyAsync(signature, message, fromBase64Url(publicKey), { zip215: false });
};

let platform: Promise<Verifier> | null = null;

/** Whether this browser's WebCrypto knows Ed25519, asked once by making a key. */
function platformVerifier(): Promise<Verifier> {
  platform ??= Promise.resolve()
    .then(() => crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']))
    .then(
      () => webCryptoVerifier,
      () => libraryVerifier,
    );
  return platform;
}

async function checkSignature(
  decoded: DecodedSignedRedemption,
  keys: readonly PublicKeyRow[],
  verifier?: 'platform' | 'library',
): Promise<SignatureCheck> {
  const key = keys.find((k) => k.id === decoded.fields.keyId);
  if (!key) return 'unknownKey';
  const verify =
    verifier === 'library'
      ? libraryVerifier
      : verifier === 'platform'
        ? webCryptoVerifier
        : await platformVerifier();
  try {
    return (await verify(decoded.signature, decoded.message, key.publicKey)) ? 'valid' : 'badSignature';
  } catch {
    // A key or signature the primitive cannot even parse signed nothing.
    return 'badSignature';
  }
}

export type ScannedVerdict =
  | { ok: true; fields: SignedRedemptionFields }
  | { ok: false; refusal: SignedRedemptionRefusal; fields: SignedRedemptionFields | null };

/**
 * The whole offline judgement of a scanned QR code: well formed, signed by a key this phone knows, for one of
 * `storeIds`, not expired. `unknownKey` is the one refusal the server may still overturn (a key newer than
 * this phone's copy), so the caller asks the server when it can.
 */
export async function judgeScannedRedemption(
  text: string,
  context: { keys: readonly PublicKeyRow[]; storeIds: ReadonlySet<number> | 'any'; now: Date },
  verifier?: 'platform' | 'library',
): Promise<ScannedVerdict> {
  const decoded = decodeSignedRedemption(text);
  if (!decoded) return { ok: false, refusal: 'malformed', fields: null };
  const signature = await checkSignature(decoded, context.keys, verifier);
  if (signature !== 'valid') return { ok: false, refusal: signature, fields: decoded.fields };
  const refusal = judgeSignedRedemption(decoded.fields, context);
  return refusal ? { ok: false, refusal, fields: decoded.fields } : { ok: true, fields: decoded.fields };
}
