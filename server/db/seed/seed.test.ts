import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/domain/categories';
import { isWellFormedValidationCode } from '../../../src/domain/coupon';
import { formatBRL } from '../../../src/domain/format';
import { roundToCents } from '../../../src/domain/product/value-objects/money';
import { decodeSignedRedemption } from '../../../src/domain/signed-redemption/codec';
import { verifyPassword } from '../../auth/password';
import { hasValidSignature, servedRedemptionKeys } from '../../signing/redemption-keys';
import { type Database, openDatabase } from '../client';
import {
  banners,
  categories,
  couponRedemptions,
  coupons,
  favoriteStores,
  notifications,
  products,
  promotions,
  reservations,
  stores,
  users,
  wishlistItems,
} from '../schema';
import { DEMO_ACCOUNTS, ensureCategories, type SeedResult, seedDemoData } from './index';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
const NOW = new Date('2025-06-14T12:00:00Z');
const HOUR = 3_600_000;

let database: Database;
let first: SeedResult;

beforeAll(async () => {
  database = await openDatabase({});
  first = await seedDemoData(database.db, { now: NOW });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemoData', () => {
  it('seeds an empty database once', () => {
    expect(first.seeded).toBe(true);
    expect(first.counts.users).toBe(DEMO_ACCOUNTS.length);
    expect(first.counts.categories).toBe(13);
    expect(first.counts.stores).toBeGreaterThanOrEqual(12);
    expect(first.counts.products).toBeGreaterThanOrEqual(150);
    expect(first.counts.banners).toBeGreaterThanOrEqual(3);
  });

  it('gives every category products', async () => {
    const rows = await database.db.select({ category: products.category }).from(products);
    const used = new Set(rows.map((row) => row.category));
    for (const slug of CATEGORIES) expect(used, slug).toContain(slug);
    const labels = await database.db.select().from(categories);
    expect(labels.find((row) => row.slug === 'acessorio')?.label).toBe('Acessórios');
    expect(labels.every((row) => row.icon.length > 0)).toBe(true);
  });

  it('points every image at a file under public/', async () => {
    const urls = [
      ...(await database.db.select({ images: products.images }).from(products)).flatMap((row) => row.images),
      ...(await database.db.select({ url: stores.imageUrl }).from(stores)).map((row) => row.url ?? ''),
      ...(await database.db.select({ url: banners.imageUrl }).from(banners)).map((row) => row.url),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/demo\/.+\.(png|jpg|webp)$/);
      expect(existsSync(path.join(publicDir, url)), url).toBe(true);
    }
  });

  it('keeps products valid for the domain rules', async () => {
    const rows = await database.db.select().from(products);
    const names = new Set<string>();
    for (const row of rows) {
      const key = `${row.storeId}:${row.name.toLowerCase()}`;
      expect(names.has(key), row.name).toBe(false);
      names.add(key);
      expect(row.name).toMatch(/^[\p{L}\p{N} \-.,!()]{3,100}$/u);
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(4);
      // Money in cents by the domain's rule.
      expect(row.price).toBe(roundToCents(row.price));
      if (row.discountedPrice !== null) expect(row.discountedPrice).toBe(roundToCents(row.discountedPrice));
      if (row.discountedPrice !== null) expect(row.discountedPrice).toBeLessThan(row.price);
      if (row.isHighlighted) {
        expect(row.status, row.name).toBe('ACTIVE');
        expect(row.stock === null || row.stock > 0, row.name).toBe(true);
      }
      if (row.stock === 0) expect(row.status, row.name).not.toBe('ACTIVE');
    }
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ['ACTIVE', 'INACTIVE', 'DRAFT', 'OUT_OF_STOCK']) expect(statuses).toContain(status);
    expect(rows.some((row) => row.stock === null)).toBe(true);
    expect(rows.some((row) => row.stock !== null && row.stock > 0 && row.stock <= 5)).toBe(true);
    expect(rows.some((row) => row.isHighlighted)).toBe(true);
    expect(rows.some((row) => row.description === null)).toBe(true);
    expect(rows.some((row) => (row.description ?? '').length > 200)).toBe(true);
    expect(rows.filter((row) => row.name === 'Pão de queijo mineiro')).toHaveLength(1);
  });

  it('places stores in São Paulo on feira days', async () => {
    for (const store of await database.db.select().from(stores)) {
      expect(Math.abs((store.latitude ?? 0) - -23.55)).toBeLessThan(0.08);
      expect(Math.abs((store.longitude ?? 0) - -46.63)).toBeLessThan(0.09);
      expect(store.openingDays.length).toBeGreaterThanOrEqual(1);
      expect(store.openingDays.length).toBeLessThanOrEqual(2);
      expect(store.opensAt).toBe('06:30');
      expect(store.closesAt).toBe('13:30');
      expect(store.address).toContain('São Paulo');
    }
  });

  it('has promotions running, upcoming and ended, each below the product price', async () => {
    const rows = await database.db
      .select({ promotion: promotions, price: products.price })
      .from(promotions)
      .innerJoin(products, eq(products.id, promotions.productId));
    for (const { promotion, price } of rows) expect(promotion.promotionalPrice).toBeLessThan(price);
    const now = NOW.getTime();
    const running = rows.filter(
      ({ promotion }) => promotion.startsAt.getTime() <= now && promotion.endsAt.getTime() > now,
    );
    expect(running.length).toBeGreaterThanOrEqual(2);
    expect(rows.some(({ promotion }) => promotion.startsAt.getTime() > now)).toBe(true);
    expect(rows.some(({ promotion }) => promotion.endsAt.getTime() < now)).toBe(true);
  });

  it('has coupons in every state', async () => {
    const rows = await database.db.select().from(coupons);
    const now = NOW.getTime();
    for (const coupon of rows) {
      expect(coupon.code).toMatch(/^[A-Z0-9]{4,20}$/);
      expect((coupon.discountPercentage === null) !== (coupon.discountAmount === null), coupon.code).toBe(
        true,
      );
    }
    expect(new Set(rows.map((coupon) => coupon.storeId)).size).toBeGreaterThanOrEqual(4);
    expect(rows.some((coupon) => coupon.endTime.getTime() < now)).toBe(true);
    expect(rows.some((coupon) => !coupon.isActive)).toBe(true);
    expect(rows.some((coupon) => coupon.startTime.getTime() > now)).toBe(true);
    expect(rows.some((coupon) => coupon.maxUsageCount === 1)).toBe(true);
  });

  it('gives the demo shopper a wishlist, a favourite store, a held reservation and notifications', async () => {
    const [shopper] = await database.db.select().from(users).where(eq(users.email, 'cliente@feira.dev'));
    expect(shopper?.firstName).toBe('Ana');
    const userId = shopper?.id ?? -1;
    expect(await database.db.$count(wishlistItems, eq(wishlistItems.userId, userId))).toBe(2);
    expect(await database.db.$count(favoriteStores, eq(favoriteStores.userId, userId))).toBe(1);
    const mine = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(mine).toHaveLength(2);
    expect(mine.filter((notification) => !notification.isRead)).toHaveLength(1);

    const [reservation] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.userId, userId));
    expect(reservation?.status).toBe('pending');
    expect(reservation?.expiresAt.getTime()).toBe(NOW.getTime() + 2 * HOUR);
    expect(reservation?.heldQuantity).toBe(reservation?.quantity);
    const [held] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, reservation?.productId ?? -1));
    expect(held?.name).toBe('Pão de queijo mineiro');
    expect(held?.stock).toBe(30 - (reservation?.quantity ?? 0));
  });

  it('writes the promotion notice’s price with the domain’s BRL format', async () => {
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'promotion'));
    const productId = (notice?.data as { productId?: number } | null)?.productId ?? -1;
    const [promotion] = await database.db
      .select()
      .from(promotions)
      .where(eq(promotions.productId, productId));
    expect(promotion).toBeDefined();
    expect(notice?.message).toContain(` por ${formatBRL(promotion?.promotionalPrice ?? -1)} na `);
  });

  it('gives the demo shopper signed codes to use at the main seller’s stalls, with well-formed codes', async () => {
    const rows = await database.db
      .select({ redemption: couponRedemptions, coupon: coupons, owner: users.email })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .innerJoin(stores, eq(stores.id, coupons.storeId))
      .innerJoin(users, eq(users.id, stores.ownerId));
    for (const { redemption } of rows) {
      expect(isWellFormedValidationCode(redemption.validationCode), redemption.validationCode).toBe(true);
    }
    expect(new Set(rows.map((r) => r.redemption.validationCode)).size).toBe(rows.length);
    const outstanding = rows.filter((r) => r.redemption.validatedAt === null);
    expect(outstanding.length).toBeGreaterThanOrEqual(2);
    const [shopper] = await database.db.select().from(users).where(eq(users.email, 'cliente@feira.dev'));
    const [key] = await servedRedemptionKeys(database.db, NOW);
    for (const { redemption, coupon, owner } of outstanding) {
      expect(owner).toBe('vendedor@feira.dev');
      expect(redemption.userId).toBe(shopper?.id);
      const decoded = decodeSignedRedemption(redemption.signedPayload ?? '');
      expect(decoded?.fields).toMatchObject({
        keyId: key?.id,
        validationCode: redemption.validationCode,
        couponId: coupon.id,
        storeId: coupon.storeId,
        customerName: 'Ana Souza',
      });
      expect(decoded && (await hasValidSignature(database.db, decoded))).toBe(true);
      expect(redemption.validUntil?.getTime()).toBeGreaterThan(NOW.getTime());
    }
    // Uses count every redemption, validated or not.
    for (const { coupon } of rows) {
      expect(rows.filter((r) => r.coupon.id === coupon.id)).toHaveLength(coupon.usageCount);
    }
  });

  it('sets up sellers: one owns most stores with a 10-day trial, the other owns two', async () => {
    const rows = await database.db
      .select({ store: stores, owner: users })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.ownerId));
    const byOwner = (email: string) => rows.filter((row) => row.owner.email === email);
    expect(byOwner('vendedora@feira.dev')).toHaveLength(2);
    expect(byOwner('vendedor@feira.dev').length).toBeGreaterThan(rows.length / 2);
    const seller = byOwner('vendedor@feira.dev')[0]?.owner;
    expect(seller?.role).toBe('seller');
    expect(seller?.trialEndsAt?.getTime()).toBe(NOW.getTime() + 10 * 24 * HOUR);
  });

  it('lets every demo account log in with its password', async () => {
    const rows = await database.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((row) => row.email === account.email);
      expect(user?.role, account.email).toBe(account.role);
      expect(await verifyPassword(account.password, user?.passwordHash ?? '')).toBe(true);
    }
    expect(await verifyPassword('errada123', rows[0]?.passwordHash ?? '')).toBe(false);
  }, 30_000);

  it('does nothing the second time', async () => {
    const second = await seedDemoData(database.db, { now: new Date(NOW.getTime() + HOUR) });
    expect(second.seeded).toBe(false);
    expect(second.counts).toEqual(first.counts);
    await ensureCategories(database.db);
    expect(await database.db.$count(categories)).toBe(13);
  });
});
