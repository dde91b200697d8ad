/**
 * The browser's copy of the world: one Dexie database the UI reads through live queries.
 * Owns the table layout and its versions. A schema change is a new `version()` with an upgrade,
 * never a wipe: `pendingMutations` holds actions the user already took and must survive upgrades.
 */
import Dexie, { type EntityTable, type IndexableType, type PromiseExtended, type Table } from 'dexie';
import type {
  BannerWire,
  CategoryWire,
  ProductWire,
  PromotionWire,
  StoreWire,
} from '../domain/api/catalogue';
import type { RedemptionKey, ShopperRedemption } from '../domain/api/coupons';
import type { SellerCouponWire } from '../domain/api/seller';
import { withDerivedFields } from '../domain/product/derived';
import { moveKeptConflicts } from './mutations/refused-legacy';
import { legacyTarget, type MutationTarget } from './mutations/targets';

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
  product?: {
    id: number;
    name: string;
    price: number;
    images: string[];
    store: { id: number; name: string };
  };
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
  product?: {
    id: number;
    name: string;
    price: number;
    images: string[];
    store: { id: number; name: string };
  };
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
  isActive: boolean;
}

export interface MeRow {
  key: 'me';
  user: unknown;
  fetchedAt: number;
}

/**
 * Lifecycle of a pending mutation:
 * - 'pending': written locally, not yet handed to the service worker (or no worker: the page retries);
 * - 'queued': the worker holds it in its background-sync queue and will replay it;
 * - 'succeeded' / 'refused': the server answered (written by the page or by the worker, whichever saw the
 *   answer); the page then reconciles or rolls back and deletes the row;
 * - 'failed': legacy v1 state, treated as 'pending'.
 */
export type PendingMutationState = 'pending' | 'queued' | 'succeeded' | 'refused' | 'failed';

/** The server's answer to a mutation, kept until the page applies it (possibly on a later visit). */
export interface MutationOutcome {
  status: number;
  body: unknown;
  receivedAt: number;
}

/** A write the user made that the server has not confirmed yet (see mutations/). */
export interface PendingMutationRow {
  /** Client UUID, sent as `Idempotency-Key`: the server answers every replay with the first response. */
  id: string;
  userId: number;
  /** Row format (mutations/targets.ts MUTATION_ROW_FORMAT); absent on rows of format 1. */
  format?: number;
  /** A `MutationKind`; typed as text because a row may come from another release. */
  kind: string;
  /** Index key of what the mutation changes ('wishlist:12', 'reservation:-3'): a pull never overwrites it. */
  target: string;
  /** The structured target (format 2); read rows through `targetOf`, which also reads format 1. */
  ref?: MutationTarget;
  /** The version the user edited (seller writes): the server answers 409 VERSION_CONFLICT when stale. */
  expectedVersion?: number;
  /** Per-client sequence: replay order, and "last action wins" for the same target. */
  seq: number;
  method: string;
  url: string;
  body?: unknown;
  /** Rows as they were before the optimistic write, to restore on a final refusal. */
  snapshot: unknown;
  state: PendingMutationState;
  createdAt: number;
  outcome?: MutationOutcome;
  error?: string;
  /**
   * Why the server said "not yet" (its 429 text, pt-BR): the write stays queued and the user was told this;
   * recorded so the same reason is told once, not on every retry.
   */
  waiting?: string;
}

export interface SyncStateRow {
  collection: string;
  etag?: string;
  fetchedAt: number;
  /** Notification center (sync/notifications.ts), not indexed: the server's unread count in its last page, */
  unreadCount?: number;
  /** how many of the device's rows it counted as unread then, */
  unreadHereAtPull?: number;
  /** and its total ("Carregar mais" while the device holds fewer). */
  totalCount?: number;
  /** A counted collection's value (the active flash promotions of /api/promotions/flash/count). */
  count?: number;
}

export interface SearchHistoryRow {
  term: string;
  searchedAt: number;
}

export interface RecentlyViewedRow {
  productId: number;
  viewedAt: number;
}

/**
 * A coupon of the seller's stores, synced like their catalogue (`sellerRecords`). One created offline has a
 * negative temporary id until the server answers.
 */
export type SellerCouponRow = SellerCouponWire & PendingMarker;

/** A promotion of the seller's stores, synced with their coupons (`sellerRecords`). */
export type SellerPromotionRow = PromotionWire & PendingMarker;

/** A click on a push, kept by the service worker until the server has counted it (sent later if offline). */
export interface NotificationOpenRow {
  notificationId: number;
  openedAt: string;
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
  /** Set when this device accepted the code while offline; kept with the server's verdict afterwards. */
  validatedLocallyAt?: number;
  /** The shopper's QR code this device verified offline (sent with the validation for the server to check). */
  signedRedemption?: string;
  outcome?: 'confirmed' | 'conflict' | 'invalid';
  /** Server text for a conflict or an invalid code, shown to the seller. */
  outcomeMessage?: string;
}

/**
 * A public key of the installation's redemption signing keys (the seller's phone verifies QR codes with it
 * offline). Public: the same for every account, nothing to clear at sign-out.
 */
export type RedemptionKeyRow = RedemptionKey;

/** One of the signed-in shopper's redemptions ("Meus cupons"), with the QR code's text: private to that user. */
export type ShopperRedemptionRow = ShopperRedemption;

/** A seller's own store (every store of theirs, active or not): the public `stores` table holds only what shoppers see. */
export type SellerStoreRow = StoreWire & PendingMarker;

/**
 * A seller's own product, in any status (DRAFT, INACTIVE and DISCONTINUED stay private). A product created
 * offline has a negative temporary id until the server answers.
 */
export type SellerProductRow = ProductWire &
  PendingMarker & {
    clientId?: string;
  };

/**
 * A seller's write the server refused for good (a rule, a code already used, a newer version saved on another
 * device), kept with what was sent and why until the seller fixes or discards it (mutations/refused.ts). The
 * record itself is back to the version the server has.
 */
export interface RefusedWriteRow {
  /** The refused write's id (its Idempotency-Key). */
  id: string;
  userId: number;
  kind: string;
  /** The record's index key ('sellerCoupon:12'), as on the pending write. */
  target: string;
  ref: MutationTarget;
  method: string;
  url: string;
  body?: unknown;
  expectedVersion?: number;
  status: number;
  code: string;
  /** The server's reason, in Portuguese. */
  message: string;
  /** The server's per-field reasons ({ field, message }[]), for the form. */
  details?: unknown;
  /** Under what it is shown ('Erro ao atualizar cupom'). */
  title: string;
  refusedAt: number;
}

/**
 * A product photo the seller added while the upload could not happen (offline, network error): the re-encoded
 * JPEG waits here until the queued product write that uses it is sent (mutations/local-photos.ts).
 */
export interface LocalPhotoRow {
  id: string;
  userId: number;
  blob: Blob;
  type: string;
  createdAt: number;
  /** The queued mutation that carries this photo's reference; absent while it is only in an open form. */
  mutationId?: string;
  /** The server's URL once uploaded (a replay after a crash reuses it instead of uploading again). */
  url?: string;
}

/** The instances whose versions are declared (see `schema`). */
const declared = new WeakSet<Dexie>();

/**
 * Its tables are getters and its versions are declared on first use (a table, `table()`, `open()`), not at
 * construction. Each `stores()` parses every version declared before it and builds every table's handle again,
 * most of the entry module's evaluation on a cheap phone: the first screen's one long task, for a database the
 * page first reads after it has hydrated.
 */
export class FeiraDb extends Dexie {
  get products(): EntityTable<ProductWire, 'id'> {
    return this.schema().table('products');
  }
  get stores(): EntityTable<StoreWire, 'id'> {
    return this.schema().table('stores');
  }
  get categories(): EntityTable<CategoryWire, 'slug'> {
    return this.schema().table('categories');
  }
  get highlights(): EntityTable<HighlightRow, 'productId'> {
    return this.schema().table('highlights');
  }
  get banners(): EntityTable<BannerWire, 'id'> {
    return this.schema().table('banners');
  }
  get promotions(): EntityTable<PromotionRow, 'id'> {
    return this.schema().table('promotions');
  }
  get coupons(): EntityTable<CouponRow, 'id'> {
    return this.schema().table('coupons');
  }
  get wishlist(): EntityTable<WishlistRow, 'productId'> {
    return this.schema().table('wishlist');
  }
  get reservations(): EntityTable<ReservationRow, 'id'> {
    return this.schema().table('reservations');
  }
  get favoriteStores(): EntityTable<FavoriteStoreRow, 'storeId'> {
    return this.schema().table('favoriteStores');
  }
  get notifications(): EntityTable<NotificationRow, 'id'> {
    return this.schema().table('notifications');
  }
  get me(): EntityTable<MeRow, 'key'> {
    return this.schema().table('me');
  }
  get pendingMutations(): EntityTable<PendingMutationRow, 'id'> {
    return this.schema().table('pendingMutations');
  }
  get syncState(): EntityTable<SyncStateRow, 'collection'> {
    return this.schema().table('syncState');
  }
  get searchHistory(): EntityTable<SearchHistoryRow, 'term'> {
    return this.schema().table('searchHistory');
  }
  get recentlyViewed(): EntityTable<RecentlyViewedRow, 'productId'> {
    return this.schema().table('recentlyViewed');
  }
  get redemptionCodes(): EntityTable<RedemptionCodeRow, 'validationCode'> {
    return this.schema().table('redemptionCodes');
  }
  get sellerStores(): EntityTable<SellerStoreRow, 'id'> {
    return this.schema().table('sellerStores');
  }
  get sellerProducts(): EntityTable<SellerProductRow, 'id'> {
    return this.schema().table('sellerProducts');
  }
  get sellerCoupons(): EntityTable<SellerCouponRow, 'id'> {
    return this.schema().table('sellerCoupons');
  }
  get sellerPromotions(): EntityTable<SellerPromotionRow, 'id'> {
    return this.schema().table('sellerPromotions');
  }
  get notificationOpens(): EntityTable<NotificationOpenRow, 'notificationId'> {
    return this.schema().table('notificationOpens');
  }
  get localPhotos(): EntityTable<LocalPhotoRow, 'id'> {
    return this.schema().table('localPhotos');
  }
  get redemptionKeys(): EntityTable<RedemptionKeyRow, 'id'> {
    return this.schema().table('redemptionKeys');
  }
  get shopperRedemptions(): EntityTable<ShopperRedemptionRow, 'validationCode'> {
    return this.schema().table('shopperRedemptions');
  }
  get refusedWrites(): EntityTable<RefusedWriteRow, 'id'> {
    return this.schema().table('refusedWrites');
  }

  override table<T = unknown, TKey = IndexableType, TInsertType = T>(
    name: string,
  ): Table<T, TKey, TInsertType> {
    this.schema();
    return super.table<T, TKey, TInsertType>(name);
  }

  override get tables(): Table[] {
    this.schema();
    return super.tables;
  }

  override open(): PromiseExtended<Dexie> {
    this.schema();
    return super.open();
  }

  /** Declares the versions and their upgrades once, before anything reaches a table. */
  private schema(): this {
    if (declared.has(this)) return this;
    declared.add(this);
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
    // v2: pending mutations get a `target` (merge guard) and index it; rows are rewritten, never dropped.
    this.version(2)
      .stores({
        pendingMutations: 'id, userId, seq, state, target',
        redemptionCodes: 'validationCode, storeId, validatedLocallyAt',
      })
      .upgrade(async (tx) => {
        await tx
          .table<PendingMutationRow, string>('pendingMutations')
          .toCollection()
          .modify((row) => {
            row.target ??= legacyTarget(row);
            if (row.state === 'failed') row.state = 'pending';
          });
      });
    // v5: new tables only, of three releases declared as one (Dexie keeps a version only for its upgrade: a
    // database at v3 or v4 is brought to v5 by the same difference). Each `stores()` parses every version
    // declared before it, as the page's data layer starts.
    // The seller's own stores and products, synced like the catalogue; the photos of products created or
    // edited offline, kept until their queued write is sent; the seller's last answers of some reads (a
    // second cache, replaced by synced tables in v6), and the push clicks the service worker has not
    // reported yet (notification analytics).
    this.version(5).stores({
      sellerStores: 'id, ownerId',
      sellerProducts: 'id, storeId, status, updatedAt',
      sellerReads: 'key, userId',
      notificationOpens: 'notificationId',
      localPhotos: 'id, mutationId, userId, createdAt',
    });
    // v6: the seller's coupons and promotions become synced tables. Their rows kept in the saved answers
    // (created or edited offline and still queued, or refused and kept for the seller to choose) move over,
    // so a pending change stays on screen; a row whose delete is queued stays gone.
    this.version(6)
      .stores({ sellerCoupons: 'id, storeId', sellerPromotions: 'id, storeId, productId' })
      .upgrade(async (tx) => {
        const saved = await tx.table<{ key: string; data: unknown }, string>('sellerReads').toArray();
        for (const [table, list] of [
          ['sellerCoupons', '/api/seller/coupons'],
          ['sellerPromotions', '/api/seller/promotions'],
        ] as const) {
          await tx.table(table).bulkPut(savedRecords(saved, list));
        }
      });
    // v7: the saved answers are gone (read by v6's upgrade, so dropped one version later).
    this.version(7).stores({ sellerReads: null });
    // v8: the public keys a seller's phone verifies QR codes with offline (public), and the shopper's own
    // redemptions with their QR codes, so "Meus cupons" shows them with no signal (private to the user).
    this.version(8).stores({
      redemptionKeys: 'id',
      shopperRedemptions: 'validationCode, redeemedAt',
    });
    // v9: refused seller writes get a table of their own; a refusal kept on its record (`conflict`: stores,
    // products, and the coupons and promotions v6 moved over with theirs) by an older release moves there, so
    // the seller still finds it to fix or discard.
    this.version(9)
      .stores({ refusedWrites: 'id, userId, target' })
      .upgrade((tx) => moveKeptConflicts(tx));
    // v10: products carry spec 001 §3's derived fields (effective price, discount, availability, images with
    // alt text), which screens read instead of working them out; rows kept before get them from the same
    // domain function the server uses. No index changes.
    this.version(10)
      .stores({})
      .upgrade(async (tx) => {
        for (const table of ['products', 'sellerProducts']) {
          await tx
            .table<ProductWire, number>(table)
            .toCollection()
            .modify((row, ref) => {
              // A row of another shape is left as it is: an upgrade that throws would keep the database
              // (and the queued work in it) from opening at all.
              if (Array.isArray(row.images) && typeof row.price === 'number')
                ref.value = withDerivedFields(row);
            });
        }
      });
    return this;
  }
}

/** The rows of a saved list and its items (an item is the fuller copy: it carries a kept conflict). */
function savedRecords(saved: { key: string; data: unknown }[], list: string): { id: number }[] {
  const byId = new Map<number, { id: number; deleted?: true }>();
  const records = (data: unknown) =>
    (Array.isArray(data) ? data : [data]) as { id: number; deleted?: true }[];
  for (const row of saved.filter((r) => r.key.endsWith(`:${list}`))) {
    for (const record of records(row.data)) if (typeof record?.id === 'number') byId.set(record.id, record);
  }
  for (const row of saved.filter((r) => r.key.includes(`:${list}/`))) {
    for (const record of records(row.data)) if (typeof record?.id === 'number') byId.set(record.id, record);
  }
  return [...byId.values()].filter((record) => !record.deleted);
}

export const DB_NAME = 'feira';

/**
 * A query over the database answered again whenever a write changes what it read: Dexie's live query, for
 * src/app/reads/live-read.ts, which hands its answers to React.
 */
export { liveQuery } from 'dexie';

/** The page's and the service worker's handle: both open the same database and the same versions. */
export const db = new FeiraDb(DB_NAME);
