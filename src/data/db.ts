/**
 * The browser's copy of the world: one Dexie database the UI reads through live queries.
 * Owns the table layout and its versions. A schema change is a new `version()` with an upgrade,
 * never a wipe: `pendingMutations` holds actions the user already took and must survive upgrades.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { BannerWire, CategoryWire, ProductWire, StoreWire } from '../domain/api/catalogue';

/** Fields the sync layer adds to rows of the user's own collections. */
export interface PendingMarker {
  /** Id of the pending mutation that produced this row's current local state; absent when confirmed. */
  pendingMutationId?: string;
}

export interface HighlightRow {
  productId: number;
  position: number;
}

export interface WishlistRow extends PendingMarker {
  productId: number;
  id?: number;
  userId?: number;
  createdAt: string;
  product?: { id: number; name: string; price: number; images: string[]; store: { id: number; name: string } };
}

export interface ReservationRow extends PendingMarker {
  /** Server id, or a client id (negative) for a reservation still waiting to be sent. */
  id: number;
  clientId?: string;
  productId: number;
  storeId?: number;
  quantity: number;
  note?: string | null;
  status: 'pending' | 'cancelled' | 'completed' | 'expired';
  expiresAt: string;
  createdAt: string;
  product?: { id: number; name: string; price: number; images: string[]; store: { id: number; name: string } };
}

export interface FavoriteStoreRow extends PendingMarker {
  storeId: number;
  createdAt: string;
}

export interface NotificationRow extends PendingMarker {
  id: number;
  type: 'promotion' | 'proximity' | 'reservation' | 'highlight' | 'trial' | 'other';
  title: string;
  message: string;
  isRead: boolean;
  readAt: string | null;
  sentAt: string;
  data?: unknown;
}

export interface CouponRow {
  id: number;
  storeId: number;
  storeName?: string;
  code: string;
  description: string;
  discountPercentage: number | null;
  discountAmount: number | null;
  minimumPurchase: number | null;
  maxUsageCount: number | null;
  usageCount: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

export interface PromotionRow {
  id: number;
  storeId: number;
  productId: number;
  title: string;
  promotionalPrice: number;
  startsAt: string;
  endsAt: string;
}

export interface MeRow {
  key: 'me';
  user: unknown;
  fetchedAt: number;
}

/** A write the user made that the server has not confirmed yet (see mutations/). */
export interface PendingMutationRow {
  id: string;
  userId: number;
  kind: string;
  /** Per-client sequence: replay order, and "last action wins" for the same target. */
  seq: number;
  method: string;
  url: string;
  body?: unknown;
  /** Rows as they were before the optimistic write, to restore on a final refusal. */
  snapshot: unknown;
  state: 'pending' | 'queued' | 'failed';
  createdAt: number;
  error?: string;
}

export interface SyncStateRow {
  collection: string;
  etag?: string;
  fetchedAt: number;
}

export interface SearchHistoryRow {
  term: string;
  searchedAt: number;
}

export interface RecentlyViewedRow {
  productId: number;
  viewedAt: number;
}

export interface RedemptionCodeRow {
  validationCode: string;
  couponId: number;
  storeId: number;
  couponCode: string;
  description: string;
  discountPercentage: number | null;
  discountAmount: number | null;
  customerName: string | null;
  customerPhone: string | null;
  redeemedAt: string;
  storeName: string;
  /** Set when this device accepted the code while offline; cleared once the server answers. */
  validatedLocallyAt?: number;
  outcome?: 'confirmed' | 'conflict';
}

export class FeiraDb extends Dexie {
  products!: EntityTable<ProductWire, 'id'>;
  stores!: EntityTable<StoreWire, 'id'>;
  categories!: EntityTable<CategoryWire, 'slug'>;
  highlights!: EntityTable<HighlightRow, 'productId'>;
  banners!: EntityTable<BannerWire, 'id'>;
  promotions!: EntityTable<PromotionRow, 'id'>;
  coupons!: EntityTable<CouponRow, 'id'>;
  wishlist!: EntityTable<WishlistRow, 'productId'>;
  reservations!: EntityTable<ReservationRow, 'id'>;
  favoriteStores!: EntityTable<FavoriteStoreRow, 'storeId'>;
  notifications!: EntityTable<NotificationRow, 'id'>;
  me!: EntityTable<MeRow, 'key'>;
  pendingMutations!: EntityTable<PendingMutationRow, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'collection'>;
  searchHistory!: EntityTable<SearchHistoryRow, 'term'>;
  recentlyViewed!: EntityTable<RecentlyViewedRow, 'productId'>;
  redemptionCodes!: EntityTable<RedemptionCodeRow, 'validationCode'>;

  constructor(name = 'feira') {
    super(name);
    this.version(1).stores({
      products: 'id, storeId, category, isHighlighted, updatedAt',
      stores: 'id, ownerId, category',
      categories: 'slug',
      highlights: 'productId, position',
      banners: 'id',
      promotions: 'id, storeId, productId, endsAt',
      coupons: 'id, storeId',
      wishlist: 'productId, createdAt',
      reservations: 'id, clientId, status, expiresAt',
      favoriteStores: 'storeId',
      notifications: 'id, isRead, sentAt',
      me: 'key',
      pendingMutations: 'id, userId, seq, state',
      syncState: 'collection',
      searchHistory: 'term, searchedAt',
      recentlyViewed: 'productId, viewedAt',
      redemptionCodes: 'validationCode, storeId',
    });
  }
}

export const db = new FeiraDb();
