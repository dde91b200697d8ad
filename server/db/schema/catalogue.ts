import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLACE_PRECISIONS } from '../../../src/domain/api/admin-geocoding';
import { createdAt, money, searchDocument, searchName, tsvector, updatedAt } from './columns';
import { users } from './users';

/** The 13 categories of spec 001 §3; `slug` is the domain value (comida, bebida, ...). */
export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
  icon: text('icon').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category')
      .notNull()
      .references(() => categories.slug),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    address: text('address').notNull(),
    neighborhood: text('neighborhood'),
    city: text('city').notNull().default('São Paulo'),
    state: text('state').notNull().default('SP'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The address (address, city, UF) the point was geocoded or corrected from: when it differs from the
     * current one the seller moved and the point is stale. Null for a point no admin geocoded.
     */
    geocodedAddress: text('geocoded_address'),
    geocodeSource: text('geocode_source'),
    geocodePrecision: text('geocode_precision', { enum: PLACE_PRECISIONS }),
    geocodeLabel: text('geocode_label'),
    geocodedAt: timestamp('geocoded_at', { withTimezone: true, mode: 'date' }),
    /** Days of the week the feira happens at this stall: 0 = domingo … 6 = sábado. */
    openingDays: smallint('opening_days').array().notNull().default(sql`'{}'::smallint[]`),
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    imageUrl: text('image_url'),
    coverUrl: text('cover_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by an admin: the store is off the public lists (isActive false) until an admin reactivates it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
    /** Optimistic concurrency: bumped by every seller edit (queued edits name the version they change). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument([
        ['name', 'A'],
        ['neighborhood', 'B'],
        ['description', 'C'],
      ]),
    ),
    searchName: searchName(),
  },
  (t) => [
    index('stores_owner_idx').on(t.ownerId),
    index('stores_search_idx').using('gin', t.searchVector),
    index('stores_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category')
      .notNull()
      .references(() => categories.slug),
    price: money('price').notNull(),
    currency: text('currency').notNull().default('BRL'),
    discountedPrice: money('discounted_price'),
    /** null = unlimited stock (spec 001 §3). */
    stock: integer('stock'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Alt text by image URL, only for images that have one (migration 0013). */
    imageAlts: jsonb('image_alts').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['DRAFT', 'ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'DISCONTINUED'] })
      .notNull()
      .default('ACTIVE'),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    /** Optimistic concurrency: every accepted domain change increments it by one. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument([
        ['name', 'A'],
        ['category', 'B'],
        ['description', 'C'],
      ]),
    ),
    searchName: searchName(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId),
    index('products_category_idx').on(t.category),
    uniqueIndex('products_store_name_unique').on(t.storeId, sql`lower(${t.name})`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // One per sort shoppers use; each also INCLUDEs the filtered columns (store_id, status, category, price,
    // discounted_price, is_highlighted), which drizzle cannot declare: migration 0012 has them, and says why
    // stock and updated_at are in no index.
    index('products_list_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_list_price_idx').on(sql`(coalesce(${t.discountedPrice}, ${t.price}))`, t.id),
    index('products_list_name_idx').on(sql`(${t.name} collate pt_br_icu)`, t.id),
    index('products_category_price_idx').on(
      t.category,
      sql`(coalesce(${t.discountedPrice}, ${t.price}))`,
      t.id,
    ),
    index('products_discounted_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.discountedPrice} is not null`),
    index('products_highlighted_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.isHighlighted}`),
  ],
);

/**
 * How many products each store lists in each category (a public status), kept by triggers on products
 * (migration 0012): the category counts and the stores' product counts add these up.
 */
export const listedCounts = pgTable(
  'listed_counts',
  {
    storeId: integer('store_id').notNull(),
    category: text('category').notNull(),
    listed: integer('listed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.category], name: 'listed_counts_pkey' })],
);

/** listed_counts added up by category over every store, kept by triggers on listed_counts (migration 0014). */
export const categoryTotals = pgTable('category_totals', {
  category: text('category').primaryKey(),
  listed: integer('listed').notNull().default(0),
});

/** Flash promotions: a discounted price for one product between start and end. */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    promotionalPrice: money('promotional_price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    isFlash: boolean('is_flash').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** Optimistic concurrency: bumped by every seller edit (queued edits name the version they change). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_store_idx').on(t.storeId),
    index('promotions_window_idx').on(t.startsAt, t.endsAt),
    // INCLUDE (starts_at, is_flash) in migration 0012.
    index('promotions_running_idx').on(t.endsAt, t.id).where(sql`${t.isActive}`),
  ],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Aggregated per day, store, product (0 = store-level) and kind; upserted by the analytics service. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: text('day').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().default(0),
    kind: text('kind', {
      enum: [
        'product_view',
        'wishlist_add',
        'reservation',
        'coupon_redemption',
        'search_appearance',
        'store_view',
        'price_change',
        'discount_applied',
        'restock',
      ],
    }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('analytics_daily_key').on(t.day, t.storeId, t.productId, t.kind)],
);

export const searchTerms = pgTable('search_terms', {
  /** Normalised (trimmed, lower-case, unaccented) term. */
  term: text('term').primaryKey(),
  display: text('display').notNull(),
  count: integer('count').notNull().default(0),
  lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const pwaEvents = pgTable('pwa_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});
