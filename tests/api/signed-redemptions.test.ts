/**
 * Signed redemptions end to end over HTTP: the redeem answer and "Meus cupons" carry a QR payload the seller's
 * phone can verify with the served public keys; the server checks a scanned payload like the phone does; a
 * key rotation keeps earlier payloads verifiable until they expire; two phones that validated the same code
 * offline end as one confirmation and one conflict that says who and when, kept in the coupon's history. The
 * race is real on PostgreSQL (PGlite serialises it).
 */
import { createPublicKey, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, stores } from '../../server/db/schema';
import type { ShopperRedemption } from '../../src/domain/api/coupons';
import { decodeBase45, encodeBase45 } from '../../src/domain/signed-redemption/base45';
import { decodeSignedRedemption } from '../../src/domain/signed-redemption/codec';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const DAY = 86_400_000;

describe(`signed redemptions (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  let phoneA: TestSession;
  let phoneB: TestSession;
  let admin: TestSession;
  let otherSeller: TestSession;
  let storeId: number;
  let codes = 0;

  const newCoupon = async (store = storeId) => {
    const [row] = await t.database.db
      .insert(coupons)
      .values({
        storeId: store,
        code: `ASSIN${++codes}`,
        description: 'Cupom assinado',
        discountAmount: 5,
        startTime: new Date(Date.now() - DAY),
        endTime: new Date(Date.now() + 10 * DAY),
      })
      .returning();
    if (!row) throw new Error('coupon not created');
    return row.id;
  };
  const redeem = async (couponId: number, who = shopper): Promise<ShopperRedemption> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/coupons/${couponId}/redeem`,
      headers: who.headers,
      payload: { customerName: 'Ana Souza' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().redemption;
  };
  const keys = async (who = phoneA) =>
    (await t.app.inject({ method: 'GET', url: '/api/seller/redemption-keys', headers: who.headers })).json()
      .keys as Array<{ id: number; publicKey: string; retiredAt: string | null }>;
  const verifiesWith = (served: Array<{ id: number; publicKey: string }>, text: string) => {
    const decoded = decodeSignedRedemption(text);
    const key = served.find((k) => k.id === decoded?.fields.keyId);
    if (!decoded || !key) return false;
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
      format: 'jwk',
    });
    return verify(null, decoded.message, publicKey, decoded.signature);
  };
  const scan = (who: TestSession, r: { validationCode: string; signedRedemption: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/seller/coupons/validate-redemption',
      headers: who.headers,
      payload: { validationCode: r.validationCode, signedRedemption: r.signedRedemption },
    });
  const reconcile = (who: TestSession, r: ShopperRedemption, validatedAt: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/seller/coupons/validate-offline',
      headers: who.headers,
      payload: {
        validations: [
          { validationCode: r.validationCode, validatedAt, signedRedemption: r.signedRedemption },
        ],
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await sessionFor(t.database, 'cliente');
    // Two phones of the same stall: two sessions of the same seller.
    phoneA = await sessionFor(t.database, 'vendedor');
    phoneB = await sessionFor(t.database, 'vendedor');
    admin = await sessionFor(t.database, 'admin');
    otherSeller = await sessionFor(t.database, 'vendedora');
    const [store] = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.ownerId, phoneA.userId))
      .limit(1);
    if (!store) throw new Error('vendedor@ has no store');
    storeId = store.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs each redemption with the served key; "Meus cupons" lists it with its QR payload', async () => {
    const couponId = await newCoupon();
    const redemption = await redeem(couponId);
    const decoded = decodeSignedRedemption(redemption.signedRedemption);
    expect(decoded?.fields).toMatchObject({
      validationCode: redemption.validationCode,
      couponId,
      storeId,
      discountAmount: 5,
      discountPercentage: null,
      customerName: 'Ana Souza',
      validUntil: redemption.validUntil,
    });
    expect(verifiesWith(await keys(), redemption.signedRedemption)).toBe(true);
    // Redeeming again gives back the same code and the same QR code.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/coupons/${couponId}/redeem`,
      headers: shopper.headers,
    });
    expect(again.json().redemption.signedRedemption).toBe(redemption.signedRedemption);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/redemptions', headers: shopper.headers })
    ).json();
    expect(mine.redemptions[0]).toMatchObject({ ...redemption, validatedAt: null });
    // The private half never leaves the server.
    expect(JSON.stringify(await keys())).not.toMatch(/private/i);
  });

  it('checks a scanned payload on the server: forged, another store’s, a code it does not name', async () => {
    const redemption = await redeem(await newCoupon());
    const bytes = decodeBase45(redemption.signedRedemption.slice(4)) as Uint8Array;
    const altered = Uint8Array.from(bytes);
    altered[bytes.length - 65] = (altered[bytes.length - 65] ?? 0) ^ 1;
    const forged = await scan(phoneA, { ...redemption, signedRedemption: `FR1:${encodeBase45(altered)}` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ success: false, message: 'QR inválido: assinatura não confere' });
    const foreign = await scan(otherSeller, redemption);
    expect(foreign.json()).toMatchObject({
      message: 'Este cupom é de outra loja',
      code: 'SIGNED_REDEMPTION_OTHER_STORE',
    });
    const mismatch = await scan(phoneA, { ...redemption, validationCode: 'ABCDEFGHJK' });
    expect(mismatch.statusCode).toBe(422);
    // Nothing above used the code; the genuine payload validates it once, and the shopper sees it used.
    expect((await scan(phoneA, redemption)).statusCode).toBe(200);
    expect((await scan(phoneA, redemption)).statusCode).toBe(409);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/redemptions', headers: shopper.headers })
    ).json();
    const used = mine.redemptions.find(
      (r: ShopperRedemption) => r.validationCode === redemption.validationCode,
    );
    expect(used.validatedAt).toEqual(expect.any(String));
  });

  it('keeps payloads signed before a key rotation verifiable until they expire', async () => {
    const before = await redeem(await newCoupon());
    const firstKey = decodeSignedRedemption(before.signedRedemption)?.fields.keyId;
    const rotation = await t.app.inject({
      method: 'POST',
      url: '/api/admin/redemption-keys/rotate',
      headers: admin.headers,
    });
    expect(rotation.statusCode, rotation.body).toBe(200);
    expect(rotation.json()).toMatchObject({ retiredKeyId: firstKey });
    const after = await redeem(await newCoupon());
    expect(decodeSignedRedemption(after.signedRedemption)?.fields.keyId).toBe(rotation.json().keyId);

    // Both keys are served: a phone that syncs now verifies the old QR code and the new one.
    const served = await keys();
    expect(served.map((k) => k.id)).toEqual(expect.arrayContaining([firstKey, rotation.json().keyId]));
    expect(served.find((k) => k.id === firstKey)?.retiredAt).toEqual(expect.any(String));
    expect(verifiesWith(served, before.signedRedemption)).toBe(true);
    expect(verifiesWith(served, after.signedRedemption)).toBe(true);
    // A phone that validated the old QR code offline is confirmed.
    expect((await reconcile(phoneA, before, new Date().toISOString())).json().results[0].status).toBe(
      'confirmed',
    );

    // Once every payload of the retired key has expired, it is no longer served (and its QR codes are expired).
    await t.database.db
      .update(couponRedemptions)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(couponRedemptions.signingKeyId, firstKey ?? -1));
    expect((await keys()).map((k) => k.id)).not.toContain(firstKey);
    const stale = await redeem(await newCoupon());
    expect(decodeSignedRedemption(stale.signedRedemption)?.fields.keyId).toBe(rotation.json().keyId);
  });

  it('refuses a scanned payload past its validity with "QR expirado"', async () => {
    const redemption = await redeem(await newCoupon());
    const late = new Date(Date.parse(redemption.validUntil) + 1000).toISOString();
    const res = await reconcile(phoneA, redemption, late);
    expect(res.json().results[0]).toMatchObject({ status: 'invalid', message: 'QR expirado' });
  });

  it('two phones validated one code offline: one confirmed, the other a conflict saying who and when', async () => {
    const couponId = await newCoupon();
    const redemption = await redeem(couponId);
    const atA = new Date(Date.now() - 120_000).toISOString();
    const atB = new Date(Date.now() - 60_000).toISOString();
    // Both reach the server at once: the guarded UPDATE lets exactly one win.
    const [a, b] = await Promise.all([
      reconcile(phoneA, redemption, atA),
      reconcile(phoneB, redemption, atB),
    ]);
    const results = [a.json().results[0], b.json().results[0]];
    expect(results.map((r) => r.status).sort()).toEqual(['confirmed', 'conflict']);
    const lost = results.find((r) => r.status === 'conflict');
    expect(lost).toMatchObject({ otherDevice: true, validatedBy: 'Carlos Oliveira' });
    expect(lost.message).toMatch(/^Código já utilizado em .+ por Carlos Oliveira, em outro aparelho$/);

    const [row] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.validationCode, redemption.validationCode));
    expect(row?.validatedAt).not.toBeNull();
    expect(row?.validatedDevice).toEqual(expect.any(String));

    // A resend of the winner's validation (the same phone, the same moment) is confirmed, not a conflict.
    const winner = results[0].status === 'confirmed' ? phoneA : phoneB;
    const resent = await reconcile(winner, redemption, winner === phoneA ? atA : atB);
    expect(resent.json().results[0].status).toBe('confirmed');

    // The coupon's history shows both stalls the validation and the attempt that lost.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/seller/coupons/${couponId}/redemptions`,
      headers: phoneB.headers,
    });
    expect(history.statusCode).toBe(200);
    const [entry] = history.json().redemptions;
    expect(entry).toMatchObject({
      validationCode: redemption.validationCode,
      validatedBy: 'Carlos Oliveira',
    });
    expect(entry.conflicts).toEqual([
      {
        attemptedBy: 'Carlos Oliveira',
        attemptedAt: winner === phoneA ? atB : atA,
        reportedAt: expect.any(String),
      },
    ]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/seller/coupons/${couponId}/redemptions`,
      headers: otherSeller.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
