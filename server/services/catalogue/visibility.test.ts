/**
 * The app's `isPublic` and the server's `publicSql` are two readings of one list of conditions: on the same
 * rows at the same moment they must pick the same things. Checked on a real database (PGlite), on a table of
 * the cases the issue named and on random rows around the boundaries (a start or an end exactly now).
 */
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../src/domain/product/status';
import { isPublic, isRunningPromotion, type VisibilityFacts } from '../../../src/domain/visibility';
import { type Database, openDatabase } from '../../db/client';
import { coupons, products, promotions, stores, users } from '../../db/schema';
import { ensureCategories } from '../../db/seed';
import { publicSql, rulesSql } from './visibility';

const NOW = new Date('2025-06-14T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const DAY = 86_400_000;

interface World {
  store: VisibilityFacts['store'] & { suspendedAt: Date | null };
  product: { status: ProductStatus };
  promotion: VisibilityFacts['promotion'] & { startsAt: Date; endsAt: Date };
  coupon: VisibilityFacts['coupon'];
}

let database: Database;
let ownerId: number;
let serial = 0;

beforeAll(async () => {
  database = await openDatabase({});
  await ensureCategories(database.db);
  const [owner] = await database.db
    .insert(users)
    .values({
      email: 'dona@feira.dev',
      passwordHash: 'x',
      firstName: 'Dona',
      lastName: 'Banca',
      role: 'seller',
    })
    .returning({ id: users.id });
  ownerId = owner?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** Writes each world as a store with one product, one promotion of it and one coupon; answers their ids. */
async function insert(worlds: World[]) {
  const ids = [];
  for (const w of worlds) {
    serial += 1;
    const [store] = await database.db
      .insert(stores)
      .values({ ownerId, name: `Banca ${serial}`, category: 'comida', address: 'Rua A, 1', ...w.store })
      .returning({ id: stores.id });
    if (!store) throw new Error('no store');
    const [product] = await database.db
      .insert(products)
      .values({ storeId: store.id, name: `Produto ${serial}`, category: 'comida', price: 10, ...w.product })
      .returning({ id: products.id });
    if (!product) throw new Error('no product');
    const [promotion] = await database.db
      .insert(promotions)
      .values({
        storeId: store.id,
        productId: product.id,
        title: 'Oferta',
        promotionalPrice: 5,
        ...w.promotion,
      })
      .returning({ id: promotions.id });
    const [coupon] = await database.db
      .insert(coupons)
      .values({
        storeId: store.id,
        code: `CUPOM${serial}`,
        description: 'Desconto',
        discountPercentage: 10,
        startTime: at(-DAY),
        endTime: at(DAY),
        ...w.coupon,
      })
      .returning({ id: coupons.id });
    if (!promotion || !coupon) throw new Error('no promotion or coupon');
    ids.push({ store: store.id, product: product.id, promotion: promotion.id, coupon: coupon.id });
  }
  return ids;
}

/** The ids the SQL form picks among `among`, for each kind. */
async function pickedBySql(among: Awaited<ReturnType<typeof insert>>) {
  const db = database.db;
  const ofKind = async (rows: Promise<Array<{ id: number }>>) => new Set((await rows).map((r) => r.id));
  return {
    store: await ofKind(
      db
        .select({ id: stores.id })
        .from(stores)
        .where(
          and(
            publicSql('store', NOW),
            inArray(
              stores.id,
              among.map((i) => i.store),
            ),
          ),
        ),
    ),
    product: await ofKind(
      db
        .select({ id: products.id })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(
          and(
            publicSql('product', NOW),
            inArray(
              products.id,
              among.map((i) => i.product),
            ),
          ),
        ),
    ),
    promotion: await ofKind(
      db
        .select({ id: promotions.id })
        .from(promotions)
        .innerJoin(products, eq(products.id, promotions.productId))
        .innerJoin(stores, eq(stores.id, promotions.storeId))
        .where(
          and(
            publicSql('promotion', NOW),
            inArray(
              promotions.id,
              among.map((i) => i.promotion),
            ),
          ),
        ),
    ),
    running: await ofKind(
      db
        .select({ id: promotions.id })
        .from(promotions)
        .where(
          and(
            rulesSql('promotion', NOW),
            inArray(
              promotions.id,
              among.map((i) => i.promotion),
            ),
          ),
        ),
    ),
    coupon: await ofKind(
      db
        .select({ id: coupons.id })
        .from(coupons)
        .innerJoin(stores, eq(stores.id, coupons.storeId))
        .where(
          and(
            publicSql('coupon', NOW),
            inArray(
              coupons.id,
              among.map((i) => i.coupon),
            ),
          ),
        ),
    ),
  };
}

/** The ids `isPublic` (the app's reading) picks among the same worlds. */
function pickedByApp(worlds: World[], among: Awaited<ReturnType<typeof insert>>) {
  const pick = (test: (w: World) => boolean, key: 'store' | 'product' | 'promotion' | 'coupon') =>
    new Set(worlds.flatMap((w, i) => (test(w) ? [among[i]?.[key] ?? 0] : [])));
  return {
    store: pick((w) => isPublic('store', { store: w.store }, NOW), 'store'),
    product: pick((w) => isPublic('product', { product: w.product, store: w.store }, NOW), 'product'),
    promotion: pick(
      (w) => isPublic('promotion', { promotion: w.promotion, product: w.product, store: w.store }, NOW),
      'promotion',
    ),
    running: pick((w) => isRunningPromotion(w.promotion, NOW), 'promotion'),
    coupon: pick((w) => isPublic('coupon', { coupon: w.coupon, store: w.store }, NOW), 'coupon'),
  };
}

async function expectAgreement(worlds: World[]) {
  const ids = await insert(worlds);
  expect(await pickedBySql(ids)).toEqual(pickedByApp(worlds, ids));
}

const publicWorld: World = {
  store: { isActive: true, suspendedAt: null },
  product: { status: 'ACTIVE' },
  promotion: { isActive: true, startsAt: at(-DAY), endsAt: at(DAY) },
  coupon: { isActive: true },
};
const varied = (change: Partial<{ [K in keyof World]: Partial<World[K]> }>): World => ({
  store: { ...publicWorld.store, ...change.store },
  product: { ...publicWorld.product, ...change.product },
  promotion: { ...publicWorld.promotion, ...change.promotion },
  coupon: { ...publicWorld.coupon, ...change.coupon },
});

describe('visibility: the app’s function and the server’s SQL agree', () => {
  it('on the cases of the issue: drafts, inactive and discontinued products, suspended stores, future promotions', async () => {
    const cases: Array<[string, World, boolean]> = [
      ['everything public', publicWorld, true],
      ['a draft product', varied({ product: { status: 'DRAFT' } }), false],
      ['an inactive product', varied({ product: { status: 'INACTIVE' } }), false],
      ['a discontinued product', varied({ product: { status: 'DISCONTINUED' } }), false],
      [
        'a product out of stock (listed, not for sale)',
        varied({ product: { status: 'OUT_OF_STOCK' } }),
        true,
      ],
      ['a store switched off by its seller', varied({ store: { isActive: false } }), false],
      ['a suspended store', varied({ store: { isActive: false, suspendedAt: at(-DAY) } }), false],
      ['a suspension flag alone', varied({ store: { suspendedAt: at(-DAY) } }), false],
      [
        'a promotion that starts tomorrow',
        varied({ promotion: { startsAt: at(DAY), endsAt: at(2 * DAY) } }),
        false,
      ],
      ['a promotion starting this very moment', varied({ promotion: { startsAt: NOW } }), true],
      ['a promotion ending this very moment', varied({ promotion: { endsAt: NOW } }), false],
      ['a promotion switched off', varied({ promotion: { isActive: false } }), false],
      ['a coupon switched off', varied({ coupon: { isActive: false } }), true],
    ];
    const ids = await insert(cases.map(([, world]) => world));
    const bySql = await pickedBySql(ids);
    expect(bySql).toEqual(
      pickedByApp(
        cases.map(([, world]) => world),
        ids,
      ),
    );
    // And the table itself: a running promotion is public exactly in the cases marked so.
    const shown = cases.map(([name], i) => [name, bySql.promotion.has(ids[i]?.promotion ?? 0)]);
    expect(shown).toEqual(cases.map(([name, , expected]) => [name, expected]));
    expect(bySql.coupon.has(ids[12]?.coupon ?? 0)).toBe(false);
  });

  it('on random rows around the boundaries', async () => {
    const offset = fc.constantFrom(-DAY, -1, 0, 1, DAY);
    const world: fc.Arbitrary<World> = fc.record({
      store: fc.record({
        isActive: fc.boolean(),
        suspendedAt: fc.option(offset.map(at), { nil: null }),
      }),
      product: fc.record({ status: fc.constantFrom(...PRODUCT_STATUSES) }),
      promotion: fc.record({ isActive: fc.boolean(), startsAt: offset.map(at), endsAt: offset.map(at) }),
      coupon: fc.record({ isActive: fc.boolean() }),
    });
    await fc.assert(fc.asyncProperty(fc.array(world, { minLength: 1, maxLength: 6 }), expectAgreement), {
      numRuns: 25,
    });
  }, 60_000);
});
