import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, stores } from './catalogue';
import { createdAt, money, updatedAt } from './columns';
import { sessions, users } from './users';

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Stored upper-case; unique per store. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    discountPercentage: money('discount_percentage'),
    discountAmount: money('discount_amount'),
    minimumPurchase: money('minimum_purchase'),
    /** null = unlimited. */
    maxUsageCount: integer('max_usage_count'),
    usageCount: integer('usage_count').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Optimistic concurrency: bumped by every seller edit (queued edits name the version they change). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_store_code_unique').on(t.storeId, t.code),
    // Last line of defence: even a buggy service cannot push usage past the limit.
    check(
      'coupons_usage_within_limit',
      sql`${t.maxUsageCount} is null or ${t.usageCount} <= ${t.maxUsageCount}`,
    ),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    validationCode: text('validation_code').notNull(),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }),
    validatedBy: integer('validated_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the seller's phone accepted it offline (reported on reconciliation). */
    validatedOfflineAt: timestamp('validated_offline_at', { withTimezone: true, mode: 'date' }),
    /** Which device validated it: a tag derived from the session (never the session's own key). */
    validatedDevice: text('validated_device'),
    /** The QR code's text: the server-signed payload a seller's phone verifies alone (signing/). */
    signedPayload: text('signed_payload'),
    signingKeyId: integer('signing_key_id').references(() => redemptionSigningKeys.id),
    /** Until when a phone trusts the signed payload alone; a retired key is served while any is valid. */
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_code_unique').on(t.validationCode),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_user_idx').on(t.userId),
    index('coupon_redemptions_signing_key_idx').on(t.signingKeyId, t.validUntil),
  ],
);

/**
 * The installation's Ed25519 keys that sign redemptions. At most one is active (no `retired_at`); a retired
 * key loses its private half at once and keeps its public half for the payloads it signed.
 */
export const redemptionSigningKeys = pgTable(
  'redemption_signing_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Raw 32 bytes, base64url. */
    publicKey: text('public_key').notNull(),
    /** PKCS#8 DER, base64; never leaves the server, null once retired. */
    privateKey: text('private_key'),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('redemption_signing_keys_one_active').on(sql`(true)`).where(sql`${t.retiredAt} is null`),
  ],
);

/** A validation that lost to an earlier one (the same code at two stalls): kept for both to see. */
export const redemptionConflicts = pgTable(
  'redemption_conflicts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => couponRedemptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    device: text('device').notNull(),
    /** When the losing phone accepted the code (offline). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redemption_conflicts_attempt_unique').on(t.redemptionId, t.device, t.attemptedAt)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_product_unique').on(t.userId, t.productId)],
);

export const favoriteStores = pgTable(
  'favorite_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('favorite_stores_store_idx').on(t.storeId)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    note: text('note'),
    status: text('status', { enum: ['pending', 'cancelled', 'completed', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Stock units taken from the product while pending; given back on cancel/expiry. */
    heldQuantity: integer('held_quantity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId),
    index('reservations_store_idx').on(t.storeId),
    index('reservations_pending_idx').on(t.status, t.expiresAt),
    check('reservations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['promotion', 'proximity', 'reservation', 'highlight', 'trial', 'other'],
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** First time a push service accepted it for one of the user's devices (notification analytics). */
    pushedAt: timestamp('pushed_at', { withTimezone: true, mode: 'date' }),
    /** First open: a click on the push (sent by the service worker, maybe later) or a read in the app. */
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.sentAt)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['webpush', 'fcm'] }).notNull(),
    /** Web Push endpoint URL, or the FCM registration token. */
    endpoint: text('endpoint').notNull(),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string } | null>(),
    deviceType: text('device_type').notNull().default('web'),
    /**
     * The session that registered it (null for rows registered before subscriptions had one): ending that
     * session removes this device's subscription, however the session ends (docs/accounts-and-security.md).
     */
    sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionTokenHash),
  ],
);

/**
 * The first response per (user, Idempotency-Key), kept ≥ 24 h and replayed byte-identical.
 * `state = 'running'` rows make concurrent replays wait for the first to finish.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

/** Small key/value settings the server generates once (VAPID keys). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
