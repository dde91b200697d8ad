/**
 * The Ed25519 keys that sign redemptions, kept in the database like the VAPID keys: created on first use, so
 * every server process signs with the same key and a restart changes nothing. At most one key is active
 * (a unique index over the rows with no `retired_at`); a rotation retires it and makes the next one in one
 * transaction. A retired key's private half is dropped at once; its public half is served to sellers' phones
 * while a redemption it signed is still valid, so codes issued before a rotation keep verifying offline.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { RedemptionKey } from '../../src/domain/api/coupons';
import {
  type DecodedSignedRedemption,
  encodeSignedRedemption,
  type SignedRedemptionFields,
  signedRedemptionMessage,
} from '../../src/domain/signed-redemption/codec';
import type { Db, Tx } from '../db/client';
import { couponRedemptions, redemptionSigningKeys } from '../db/schema';

type Executor = Db | Tx;

export interface SigningKey {
  id: number;
  privateKey: KeyObject;
}

function newKeyPair(): { publicKey: string; privateKey: string } {
  const pair = generateKeyPairSync('ed25519');
  const jwk = pair.publicKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('Ed25519: chave pública sem x');
  return {
    publicKey: jwk.x,
    privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

async function readActive(db: Executor): Promise<SigningKey | null> {
  const [row] = await db
    .select({ id: redemptionSigningKeys.id, privateKey: redemptionSigningKeys.privateKey })
    .from(redemptionSigningKeys)
    .where(isNull(redemptionSigningKeys.retiredAt));
  if (!row?.privateKey) return null;
  return {
    id: row.id,
    privateKey: createPrivateKey({
      key: Buffer.from(row.privateKey, 'base64'),
      format: 'der',
      type: 'pkcs8',
    }),
  };
}

/**
 * The key that signs now, made on first use. Read on every signing rather than cached, so a rotation made by
 * any process is followed by all of them at once.
 */
export async function activeSigningKey(db: Executor): Promise<SigningKey> {
  const active = await readActive(db);
  if (active) return active;
  // Two processes starting together both generate; the unique index keeps one and both read it back.
  await db.insert(redemptionSigningKeys).values(newKeyPair()).onConflictDoNothing();
  const made = await readActive(db);
  if (!made) throw new Error('redemption_signing_keys: nenhuma chave ativa');
  return made;
}

/**
 * Retires the active key (dropping its private half) and makes the next one; run it inside a transaction
 * (the unique index of the active key refuses a second one made concurrently).
 */
export async function rotateRedemptionKey(
  tx: Tx,
  now = new Date(),
): Promise<{ retiredKeyId: number | null; keyId: number }> {
  const [retired] = await tx
    .update(redemptionSigningKeys)
    .set({ retiredAt: now, privateKey: null })
    .where(isNull(redemptionSigningKeys.retiredAt))
    .returning({ id: redemptionSigningKeys.id });
  const [made] = await tx
    .insert(redemptionSigningKeys)
    .values({ ...newKeyPair(), createdAt: now })
    .returning({ id: redemptionSigningKeys.id });
  if (!made) throw new Error('redemption_signing_keys: rotação sem chave nova');
  return { retiredKeyId: retired?.id ?? null, keyId: made.id };
}

/** What a seller's phone keeps: the active key, and each retired key that signed a payload still valid. */
export async function servedRedemptionKeys(db: Executor, now = new Date()): Promise<RedemptionKey[]> {
  const stillSigned = sql`exists (select 1 from ${couponRedemptions}
    where ${couponRedemptions.signingKeyId} = ${redemptionSigningKeys.id}
      and ${couponRedemptions.validUntil} > ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select({
      id: redemptionSigningKeys.id,
      publicKey: redemptionSigningKeys.publicKey,
      createdAt: redemptionSigningKeys.createdAt,
      retiredAt: redemptionSigningKeys.retiredAt,
    })
    .from(redemptionSigningKeys)
    .where(sql`${redemptionSigningKeys.retiredAt} is null or ${stillSigned}`)
    .orderBy(desc(redemptionSigningKeys.id));
  return rows.map((row) => ({
    id: row.id,
    algorithm: 'Ed25519' as const,
    publicKey: row.publicKey,
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  }));
}

export function signRedemptionFields(key: SigningKey, fields: SignedRedemptionFields): string {
  const signature = sign(null, signedRedemptionMessage(fields), key.privateKey);
  return encodeSignedRedemption(fields, signature);
}

/**
 * The server's own check of a scanned payload: signed by one of this installation's keys (retired ones too:
 * a payload past its validity is refused as expired, not as forged).
 */
export async function hasValidSignature(db: Executor, decoded: DecodedSignedRedemption): Promise<boolean> {
  const [row] = await db
    .select({ publicKey: redemptionSigningKeys.publicKey })
    .from(redemptionSigningKeys)
    .where(eq(redemptionSigningKeys.id, decoded.fields.keyId));
  if (!row) return false;
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: row.publicKey }, format: 'jwk' });
  try {
    return verify(null, decoded.message, publicKey, decoded.signature);
  } catch {
    return false;
  }
}
