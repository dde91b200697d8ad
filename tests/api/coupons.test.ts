import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, stores } from '../../server/db/schema';
import { VALIDATION_CODE_ALPHABET } from '../../src/domain/coupon';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const DAY = 86_400_000;

describe(`coupons: redemption and validation (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  let otherShopper: TestSession;
  let owner: TestSession;
  let foreignSeller: TestSession;
  let couponId: number;
  let storeId: number;

  const redeem = (who: TestSession | null, id: number, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/coupons/${id}/redeem`,
      headers: {
        ...(who?.headers ?? {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  const validate = (who: TestSession, validationCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/seller/coupons/validate-redemption',
      headers: who.headers,
      payload: { validationCode },
    });
  const makeCoupon = async (values: Partial<typeof coupons.$inferInsert>) => {
    const [row] = await t.database.db
      .insert(coupons)
      .values({
        storeId,
        code: `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        description: 'Cupom de teste',
        discountPercentage: 10,
        startTime: new Date(Date.now() - DAY),
        endTime: new Date(Date.now() + DAY),
        ...values,
      })
      .returning();
    if (!row) throw new Error('coupon not created');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await sessionFor(t.database, 'cliente');
    otherShopper = await sessionFor(t.database, 'admin');
    owner = await sessionFor(t.database, 'vendedor');
    foreignSeller = await sessionFor(t.database, 'vendedora');
    const [store] = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.ownerId, owner.userId))
      .limit(1);
    if (!store) throw new Error('vendedor@ has no store');
    storeId = store.id;
    couponId = await makeCoupon({ code: 'FEIRATESTE', maxUsageCount: 5 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists public coupons with their store, and per store', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/coupons/public' })).json();
    const mine = all.find((c: { id: number }) => c.id === couponId);
    expect(mine).toMatchObject({
      code: 'FEIRATESTE',
      storeId,
      store: { id: storeId },
      storeName: mine.store.name,
    });
    const byStore = (await t.app.inject({ method: 'GET', url: `/api/stores/${storeId}/coupons` })).json();
    expect(byStore.every((c: { storeId: number }) => c.storeId === storeId)).toBe(true);
    expect(byStore.some((c: { id: number }) => c.id === couponId)).toBe(true);
  });

  it('refuses anonymous redemption with 401', async () => {
    expect((await redeem(null, couponId)).statusCode).toBe(401);
  });

  it('redeems with no body at all, with an empty JSON body, and with trimmed customer fields', async () => {
    const bare = await redeem(shopper, couponId);
    expect(bare.statusCode).toBe(201);
    const { redemption } = bare.json();
    expect(redemption.validationCode).toMatch(new RegExp(`^[${VALIDATION_CODE_ALPHABET}]{10}$`));
    expect(redemption).toMatchObject({ customerName: null, customerPhone: null });

    // The same shopper redeeming again while the code is unused gets the same code, not another use.
    const emptyJson = await redeem(shopper, couponId, '');
    expect(emptyJson.statusCode).toBe(200);
    expect(emptyJson.json().redemption.validationCode).toBe(redemption.validationCode);

    const named = await redeem(otherShopper, couponId, { customerName: '  Ana  ', customerPhone: '   ' });
    expect(named.statusCode).toBe(201);
    expect(named.json().redemption).toMatchObject({ customerName: 'Ana', customerPhone: null });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(row?.usageCount).toBe(2);
  });

  it('refuses in Portuguese: not found, inactive, not started, expired, exhausted', async () => {
    const cases: Array<[Partial<typeof coupons.$inferInsert> | null, number, string, string]> = [
      [null, 404, 'COUPON_NOT_FOUND', "Cupom com ID '999999' não foi encontrado"],
      [{ isActive: false }, 409, 'COUPON_INACTIVE', 'Este cupom não está ativo'],
      [
        { startTime: new Date(Date.now() + DAY), endTime: new Date(Date.now() + 2 * DAY) },
        409,
        'COUPON_NOT_STARTED',
        'Este cupom ainda não está válido',
      ],
      [
        { startTime: new Date(Date.now() - 2 * DAY), endTime: new Date(Date.now() - DAY) },
        409,
        'COUPON_EXPIRED',
        'Este cupom expirou',
      ],
      [{ maxUsageCount: 1, usageCount: 1 }, 409, 'COUPON_EXHAUSTED', 'Este cupom atingiu o limite de usos'],
    ];
    for (const [values, status, code, message] of cases) {
      const id = values ? await makeCoupon(values) : 999_999;
      const res = await redeem(shopper, id);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toEqual({ code, message });
    }
  });

  it('validates a code once; the second time is "Código inválido ou já utilizado"', async () => {
    const { redemption } = (await redeem(shopper, couponId)).json();
    const ok = await validate(owner, redemption.validationCode.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Cupom validado!',
      coupon: {
        code: 'FEIRATESTE',
        description: 'Cupom de teste',
        discountPercentage: 10,
        discountAmount: null,
      },
    });
    expect(ok.json().coupon.storeName).toBeTruthy();
    const again = await validate(owner, redemption.validationCode);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'Código inválido ou já utilizado',
      code: 'REDEMPTION_ALREADY_VALIDATED',
    });
    // A validated code frees the shopper to redeem again (a new code, a new use).
    const next = await redeem(shopper, couponId);
    expect(next.statusCode).toBe(201);
    expect(next.json().redemption.validationCode).not.toBe(redemption.validationCode);
  });

  it("a foreign store's code answers exactly like an unknown code, and stays usable by its owner", async () => {
    const { redemption } = (await redeem(otherShopper, couponId)).json();
    const foreign = await validate(foreignSeller, redemption.validationCode);
    const unknown = await validate(foreignSeller, 'ZZZZZZZZZZ');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json()).toEqual({
      success: false,
      message: 'Código inválido ou já utilizado',
      code: 'INVALID_VALIDATION_CODE',
    });
    expect((await validate(owner, redemption.validationCode)).statusCode).toBe(200);
    const shopperCannot = await validate(shopper, redemption.validationCode);
    expect(shopperCannot.statusCode).toBe(403);
  });

  it('lists outstanding codes for offline validation, only of the seller’s stores', async () => {
    const { redemption } = (await redeem(otherShopper, couponId)).json();
    const out = (
      await t.app.inject({
        method: 'GET',
        url: '/api/seller/coupons/redemptions/outstanding',
        headers: owner.headers,
      })
    ).json();
    const entry = out.redemptions.find(
      (r: { validationCode: string }) => r.validationCode === redemption.validationCode,
    );
    expect(entry).toMatchObject({ couponId, storeId, code: 'FEIRATESTE', discountPercentage: 10 });
    const foreign = (
      await t.app.inject({
        method: 'GET',
        url: '/api/seller/coupons/redemptions/outstanding',
        headers: foreignSeller.headers,
      })
    ).json();
    expect(
      foreign.redemptions.some(
        (r: { validationCode: string }) => r.validationCode === redemption.validationCode,
      ),
    ).toBe(false);
  });

  it('reconciles offline validations: confirmed, conflict with when it was used, invalid; a resend is confirmed', async () => {
    const first = (await redeem(shopper, couponId)).json().redemption.validationCode;
    // Shopper's code was validated at the other phone (online) before this one syncs.
    const usedElsewhere = (await redeem(otherShopper, couponId)).json().redemption.validationCode;
    expect((await validate(owner, usedElsewhere)).statusCode).toBe(200);
    const acceptedAt = new Date(Date.now() - 60_000).toISOString();
    const payload = {
      validations: [
        { validationCode: first, validatedAt: acceptedAt },
        { validationCode: usedElsewhere, validatedAt: acceptedAt },
        { validationCode: 'NAOEXISTE2', validatedAt: acceptedAt },
      ],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/coupons/validate-offline',
      headers: owner.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    const [confirmed, conflict, invalid] = res.json().results;
    expect(confirmed).toMatchObject({
      validationCode: first,
      status: 'confirmed',
      message: 'Cupom validado!',
      validatedOfflineAt: acceptedAt,
    });
    expect(conflict).toMatchObject({
      validationCode: usedElsewhere,
      status: 'conflict',
      validatedOfflineAt: null,
    });
    // The same session validated it online before: who, when, and that it was this device.
    expect(conflict.message).toMatch(
      /^Código já utilizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por .+, neste aparelho$/,
    );
    expect(conflict).toMatchObject({ otherDevice: false });
    expect(conflict.validatedBy).toEqual(expect.any(String));
    expect(conflict.validatedAt).toBeTruthy();
    expect(invalid).toMatchObject({ status: 'invalid', message: 'Código inválido', validatedAt: null });

    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/seller/coupons/validate-offline',
      headers: owner.headers,
      payload: { validations: [payload.validations[0]] },
    });
    expect(resent.json().results[0]).toMatchObject({ status: 'confirmed', validatedOfflineAt: acceptedAt });
    const [row] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.validationCode, first)));
    expect(row?.validatedOfflineAt?.toISOString()).toBe(acceptedAt);
    expect(row?.validatedBy).toBe(owner.userId);
  });

  it('rate-limits validation per seller', async () => {
    const seller = await sessionFor(t.database, 'vendedora');
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await validate(seller, `NADA${i}`)).statusCode;
    expect(last).toBe(429);
    const res = await validate(seller, 'NADA');
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
