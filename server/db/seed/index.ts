/**
 * Demo data of a São Paulo feira: categories (reference data, always), and on an empty database the demo
 * accounts, stores, products, promotions, banners, coupons and the demo shopper's own state. The data lives in
 * the small files next to this one; this file only turns it into rows and inserts them in bulk.
 * Over 300 lines on purpose: it is one transaction in insertion order (each step needs the ids of the one
 * before), and reading it top to bottom is reading that order; splitting it would scatter one sequence.
 */

import { sql } from 'drizzle-orm';
import { generateValidationCode } from '../../../src/domain/coupon';
import { formatBRL } from '../../../src/domain/format';
import { effectivePriceOf } from '../../../src/domain/product/pricing';
import { isForSale } from '../../../src/domain/product/status';
import { roundToCents } from '../../../src/domain/product/value-objects/money';
import { hashPassword } from '../../auth/password';
import { signRedemptions } from '../../services/shopper/signed-redemptions';
import type { Db, Tx } from '../client';
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
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './accounts';
import { CATEGORIES, type CategorySlug } from './categories';
import { COUPONS } from './coupons';
import { bannerImageUrl, productImageUrl, storeImageUrl } from './images';
import { BANNERS, PROMOTIONS } from './marketing';
import { PRODUCTS_BY_CATEGORY, type ProductSeed } from './products';
import { SHOPPER_STATE } from './shopper';
import { FEIRAS, STORES, type StoreSlug, storeAddress, storeCoordinates } from './stores';

export { DEMO_ACCOUNTS } from './accounts';

type Executor = Db | Tx;
type ProductStatus = typeof products.$inferInsert.status;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Serialises concurrent first starts of several server processes sharing one PostgreSQL database. */
const SEED_LOCK_KEY = 7_413_001;

/** Inserts the 13 categories; safe to call on every start (existing rows are left alone). */
export async function ensureCategories(db: Executor): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map(({ slug, label, icon, sortOrder }) => ({ slug, label, icon, sortOrder })))
    .onConflictDoNothing();
}

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/**
 * Seeds the demo data in one transaction, only when there are no users yet; otherwise changes nothing and
 * returns seeded:false. `now` anchors every relative date (promotions, coupons, reservation, trial).
 */
export async function seedDemoData(
  db: Db,
  options: { now?: Date; admin?: boolean } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  if (await hasUsers(db)) return { seeded: false, counts: await countRows(db) };

  // One scrypt hash (~0.4 s) shared by every demo account, computed outside the transaction.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    if (await hasUsers(tx)) return false;
    await insertDemoData(tx, now, passwordHash, options.admin ?? true);
    return true;
  });
  return { seeded, counts: await countRows(db) };
}

async function hasUsers(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

export async function countRows(db: Executor): Promise<Record<string, number>> {
  const tables = {
    users,
    categories,
    stores,
    products,
    promotions,
    banners,
    coupons,
    couponRedemptions,
    wishlistItems,
    favoriteStores,
    reservations,
    notifications,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
  return counts;
}

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

async function insertDemoData(tx: Tx, now: Date, passwordHash: string, withAdmin: boolean): Promise<void> {
  await ensureCategories(tx);

  // Users.
  const insertedUsers = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.filter((account) => withAdmin || account.role !== 'admin').map((account, index) => ({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
        phone: account.phone,
        role: account.role,
        trialEndsAt: account.trialDays === undefined ? null : at(now, account.trialDays * DAY),
        createdAt: at(now, -(90 - index) * DAY),
        updatedAt: at(now, -(90 - index) * DAY),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = (key: DemoAccountKey): number => {
    const email = DEMO_ACCOUNTS.find((account) => account.key === key)?.email;
    const row = insertedUsers.find((user) => user.email === email);
    if (!row) throw new Error(`seed: conta demo ausente: ${key}`);
    return row.id;
  };

  // Stores.
  const insertedStores = await tx
    .insert(stores)
    .values(
      STORES.map((store, index) => {
        const { latitude, longitude } = storeCoordinates(store);
        const feira = FEIRAS[store.feira];
        return {
          ownerId: userId(store.owner),
          name: store.name,
          description: store.description,
          category: store.category,
          phone: store.phone,
          whatsapp: store.whatsapp,
          address: storeAddress(store),
          neighborhood: feira.neighborhood,
          latitude,
          longitude,
          openingDays: [...feira.openingDays],
          opensAt: '06:30',
          closesAt: '13:30',
          imageUrl: storeImageUrl(store.slug),
          createdAt: at(now, -(60 - index) * DAY),
          updatedAt: at(now, -(60 - index) * DAY),
        };
      }),
    )
    .returning({ id: stores.id, name: stores.name });
  const storeIds = new Map<StoreSlug, number>();
  for (const store of STORES) {
    const row = insertedStores.find((inserted) => inserted.name === store.name);
    if (!row) throw new Error(`seed: loja ausente: ${store.slug}`);
    storeIds.set(store.slug, row.id);
  }
  const storeId = (slug: StoreSlug): number => {
    const id = storeIds.get(slug);
    if (id === undefined) throw new Error(`seed: loja desconhecida: ${slug}`);
    return id;
  };

  // Products, interleaved across categories so that "newest first" lists mix them.
  const seeds = interleave(
    (Object.entries(PRODUCTS_BY_CATEGORY) as Array<[CategorySlug, ProductSeed[]]>).map(([category, list]) =>
      list.map((seed) => ({ category, seed })),
    ),
  );
  const productRows = seeds.map(({ category, seed }, index) => {
    const stock = seed.stock ?? null;
    const status: ProductStatus = seed.status ?? (stock === 0 ? 'OUT_OF_STOCK' : 'ACTIVE');
    const forSale = isForSale(status, stock);
    if (seed.highlighted && !forSale) throw new Error(`seed: destaque sem estar à venda: ${seed.name}`);
    if (seed.discountedPrice !== undefined && seed.discountedPrice >= seed.price) {
      throw new Error(`seed: preço com desconto não é menor que o preço: ${seed.name}`);
    }
    const createdAt = at(now, -(index * 97 + 30) * 60_000);
    return {
      storeId: storeId(seed.store),
      name: seed.name,
      description: seed.description ?? null,
      category,
      price: roundToCents(seed.price),
      discountedPrice: seed.discountedPrice === undefined ? null : roundToCents(seed.discountedPrice),
      stock,
      images: seed.images.map((variant) => productImageUrl(category, variant)),
      status,
      isHighlighted: seed.highlighted === true,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const insertedProducts = await tx.insert(products).values(productRows).returning({
    id: products.id,
    storeId: products.storeId,
    name: products.name,
    price: products.price,
    discountedPrice: products.discountedPrice,
    stock: products.stock,
  });
  const product = (store: StoreSlug, name: string) => {
    const id = storeId(store);
    const row = insertedProducts.find((inserted) => inserted.storeId === id && inserted.name === name);
    if (!row) throw new Error(`seed: produto ausente: ${name} (${store})`);
    return row;
  };

  // Flash promotions.
  await tx.insert(promotions).values(
    PROMOTIONS.map((promotion) => {
      const target = product(promotion.store, promotion.product);
      if (promotion.promotionalPrice >= effectivePriceOf(target)) {
        throw new Error(`seed: promoção sem desconto: ${promotion.title}`);
      }
      const startsAt = at(now, promotion.startsInHours * HOUR);
      return {
        storeId: target.storeId,
        productId: target.id,
        title: promotion.title,
        description: promotion.description ?? null,
        promotionalPrice: promotion.promotionalPrice,
        startsAt,
        endsAt: at(startsAt, promotion.durationHours * HOUR),
        isFlash: true,
        isActive: true,
        createdAt: at(startsAt, -DAY),
        updatedAt: at(startsAt, -DAY),
      };
    }),
  );

  // Home banners.
  await tx.insert(banners).values(
    BANNERS.map((banner, index) => ({
      title: banner.title,
      subtitle: banner.subtitle,
      imageUrl: bannerImageUrl(banner.image),
      linkUrl: banner.linkUrl,
      sortOrder: index + 1,
      isActive: true,
      createdAt: at(now, -30 * DAY),
    })),
  );

  // Coupons, the redemptions already validated at the stall, and the demo shopper's still to be used.
  const outstandingOf = (coupon: (typeof COUPONS)[number]) =>
    SHOPPER_STATE.redemptions.filter((r) => r.coupon === coupon.code && r.store === coupon.store);
  const insertedCoupons = await tx
    .insert(coupons)
    .values(
      COUPONS.map((coupon) => ({
        storeId: storeId(coupon.store),
        code: coupon.code.toUpperCase(),
        description: coupon.description,
        discountPercentage: coupon.discountPercentage,
        discountAmount: coupon.discountAmount,
        minimumPurchase: coupon.minimumPurchase,
        maxUsageCount: coupon.maxUsageCount,
        usageCount: (coupon.redeemedBy?.length ?? 0) + outstandingOf(coupon).length,
        startTime: at(now, coupon.startsInDays * DAY),
        endTime: at(now, coupon.endsInDays * DAY),
        isActive: coupon.isActive,
        createdAt: at(now, Math.min(coupon.startsInDays, 0) * DAY - DAY),
        updatedAt: at(now, Math.min(coupon.startsInDays, 0) * DAY - DAY),
      })),
    )
    .returning({ id: coupons.id, code: coupons.code, storeId: coupons.storeId });
  const shopper = DEMO_ACCOUNTS.find((account) => account.key === 'cliente');
  const redemptionRows = COUPONS.flatMap((coupon) => {
    const row = insertedCoupons.find(
      (inserted) => inserted.code === coupon.code && inserted.storeId === storeId(coupon.store),
    );
    if (!row) throw new Error(`seed: cupom ausente: ${coupon.code}`);
    const owner = STORES.find((store) => store.slug === coupon.store)?.owner ?? 'vendedor';
    const validated = (coupon.redeemedBy ?? []).map((customerName, index) => {
      const redeemedAt = at(now, -(index + 1) * DAY - 3 * HOUR);
      return {
        couponId: row.id,
        userId: null,
        validationCode: validationCode(`${coupon.code}:${index}`),
        customerName,
        customerPhone: null,
        redeemedAt,
        validatedAt: at(redeemedAt, 20 * 60_000),
        validatedBy: userId(owner),
      };
    });
    const outstanding = outstandingOf(coupon).map((redemption) => ({
      couponId: row.id,
      userId: userId('cliente'),
      validationCode: validationCode(`${coupon.code}:cliente`),
      customerName: shopper?.name ?? null,
      customerPhone: shopper?.phone ?? null,
      redeemedAt: at(now, -redemption.redeemedHoursAgo * HOUR),
      validatedAt: null,
      validatedBy: null,
    }));
    return [...validated, ...outstanding];
  });
  if (redemptionRows.length > 0) {
    const inserted = await tx
      .insert(couponRedemptions)
      .values(redemptionRows)
      .returning({ id: couponRedemptions.id, validatedAt: couponRedemptions.validatedAt });
    // Signed with this installation's key (made here on a first start), so the QR codes verify at once.
    await signRedemptions(
      tx,
      inserted.filter((r) => r.validatedAt === null).map((r) => r.id),
    );
  }

  // The demo shopper's own state.
  const shopperId = userId('cliente');
  await tx.insert(wishlistItems).values(
    SHOPPER_STATE.wishlist.map((item, index) => ({
      userId: shopperId,
      productId: product(item.store, item.product).id,
      createdAt: at(now, -(index + 2) * DAY),
    })),
  );
  await tx.insert(favoriteStores).values(
    SHOPPER_STATE.favoriteStores.map((slug) => ({
      userId: shopperId,
      storeId: storeId(slug),
      createdAt: at(now, -20 * DAY),
    })),
  );

  const held = SHOPPER_STATE.reservation;
  const reserved = product(held.store, held.product);
  if (reserved.stock === null || reserved.stock < held.quantity) {
    throw new Error(`seed: estoque insuficiente para a reserva: ${held.product}`);
  }
  const [reservation] = await tx
    .insert(reservations)
    .values({
      userId: shopperId,
      productId: reserved.id,
      storeId: reserved.storeId,
      quantity: held.quantity,
      unitPrice: effectivePriceOf(reserved),
      note: held.note,
      status: 'pending',
      expiresAt: at(now, held.holdHours * HOUR),
      heldQuantity: held.quantity,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: reservations.id });
  await tx
    .update(products)
    .set({ stock: reserved.stock - held.quantity })
    .where(sql`${products.id} = ${reserved.id}`);

  const flash = PROMOTIONS[0];
  const flashProduct = flash ? product(flash.store, flash.product) : undefined;
  const reservedStore = STORES.find((store) => store.slug === held.store);
  await tx.insert(notifications).values([
    {
      userId: shopperId,
      type: 'promotion',
      title: 'Promoção relâmpago perto de você',
      message: `${flash?.product ?? 'Pastel'} por ${formatBRL(flash?.promotionalPrice ?? 0)} na Pastelaria do Japonês. Corra, é só até o fim da feira!`,
      data: { productId: flashProduct?.id ?? null, storeId: flashProduct?.storeId ?? null },
      isRead: false,
      readAt: null,
      sentAt: at(now, -30 * 60_000),
    },
    {
      userId: shopperId,
      type: 'reservation',
      title: 'Reserva confirmada',
      message: `Sua reserva de ${held.quantity} × ${held.product} está separada na barraca ${reservedStore?.name ?? ''}. Retire em até ${held.holdHours} horas.`,
      data: { reservationId: reservation?.id ?? null, productId: reserved.id, storeId: reserved.storeId },
      isRead: true,
      readAt: at(now, -5 * 60_000),
      sentAt: at(now, -10 * 60_000),
    },
    {
      userId: userId('vendedor'),
      type: 'trial',
      title: 'Seu período de teste está acabando',
      message: 'Faltam 10 dias para o fim do seu período de teste. Assine para continuar vendendo no Feira.',
      data: null,
      isRead: false,
      readAt: null,
      sentAt: at(now, -HOUR),
    },
  ]);
}

/** Round-robin over the lists: a, b, c, a, b, c, … */
function interleave<T>(lists: T[][]): T[] {
  const result: T[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}

/**
 * A validation code by the domain's own rules, from a random source seeded by `label` (a 32-bit xorshift
 * over an FNV-1a hash of it), so demo codes are well formed and reproducible.
 */
function validationCode(label: string): string {
  let state = 2_166_136_261;
  for (const char of label) state = Math.imul(state ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return generateValidationCode((n) =>
    Uint8Array.from({ length: n }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      return state & 0xff;
    }),
  );
}
