/**
 * What on this device belongs to whom. Every table of the local database is classified here, and the test
 * derives the list from the Dexie schema: a table added later without a class fails it, so nothing private
 * is ever forgotten by a sign-out (a shared phone at the stall is the case this exists for).
 */
import { db, type FeiraDb } from './db';
import { SIGN_OUT_KIND } from './sign-out-queue';
import { SELLER_CATALOGUE_COLLECTION, SELLER_RECORDS_COLLECTION } from './sync/collections';

/**
 * - `public`: the catalogue anyone sees; kept, so the next person browses offline at once.
 * - `personal`: the signed-in user's data; cleared whenever a session ends on the device (sign-out, expiry,
 *   another account signing in).
 * - `unsent`: the user's work the server has not received or refused (queued writes, their photos, codes
 *   validated offline, refused writes kept to fix); kept parked for its owner when a session expires, discarded
 *   at sign-out (the user chose to).
 * - `device`: this device's bookkeeping (`syncState`: the user collections' marks go with the personal data,
 *   the queue's counters stay).
 */
export type TableClass = 'public' | 'personal' | 'unsent' | 'device';

type TableName = {
  [K in keyof FeiraDb]: FeiraDb[K] extends { schema: unknown; clear(): unknown } ? K : never;
}[keyof FeiraDb];

export const TABLE_CLASSES = {
  products: 'public',
  stores: 'public',
  categories: 'public',
  highlights: 'public',
  banners: 'public',
  promotions: 'public',
  coupons: 'public',
  redemptionKeys: 'public',
  wishlist: 'personal',
  reservations: 'personal',
  favoriteStores: 'personal',
  notifications: 'personal',
  me: 'personal',
  searchHistory: 'personal',
  recentlyViewed: 'personal',
  shopperRedemptions: 'personal',
  sellerStores: 'personal',
  sellerProducts: 'personal',
  sellerCoupons: 'personal',
  sellerPromotions: 'personal',
  notificationOpens: 'personal',
  pendingMutations: 'unsent',
  localPhotos: 'unsent',
  refusedWrites: 'unsent',
  redemptionCodes: 'unsent',
  syncState: 'device',
} as const satisfies Record<TableName, TableClass>;

/** The sync state names of the user collections: their marks go with their rows. */
const USER_COLLECTIONS = [
  'me',
  'wishlist',
  'reservations',
  'favoriteStores',
  'notifications',
  'redemptionCodes',
  'redemptions',
  SELLER_CATALOGUE_COLLECTION,
  SELLER_RECORDS_COLLECTION,
];

const tablesOf = (kind: TableClass) =>
  Object.entries(TABLE_CLASSES)
    .filter(([, c]) => c === kind)
    .map(([name]) => db.table(name));

/**
 * Every personal table and the user collections' sync marks; codes the user redeemed (not those a seller
 * validated offline, which wait for their queued write). The queue itself stays parked for its owner.
 */
export async function clearPersonalData(): Promise<void> {
  const personal = tablesOf('personal');
  await db.transaction('rw', [...personal, db.syncState, db.redemptionCodes], async () => {
    await Promise.all([
      ...personal.map((table) => table.clear()),
      db.syncState.where('collection').anyOf(USER_COLLECTIONS).delete(),
      db.redemptionCodes.filter((r) => r.validatedLocallyAt === undefined).delete(),
    ]);
  });
}

/**
 * Sign-out: the personal data and the user's unsent work (queued writes, the photos kept for them, refused
 * writes with the values sent, codes validated offline). Another account's parked work is theirs and stays.
 */
export async function clearSignedOutUser(userId: number): Promise<void> {
  await clearPersonalData();
  await db.transaction('rw', tablesOf('unsent'), async () => {
    await Promise.all([
      // Not the sign-out itself, queued first (sign-out-queue.ts): it must still reach the server.
      db.pendingMutations
        .where('userId')
        .equals(userId)
        .filter((row) => row.kind !== SIGN_OUT_KIND)
        .delete(),
      db.localPhotos.where('userId').equals(userId).delete(),
      db.refusedWrites.where('userId').equals(userId).delete(),
      db.redemptionCodes.clear(),
    ]);
  });
}

/**
 * The copies of `url` the service worker's runtime caches keep (the user's own photo): a photo of the person
 * who signed out must not stay on a shared phone. The browser's HTTP cache is not the app's to clear.
 */
export async function dropCachedCopies(url: string | null | undefined): Promise<void> {
  if (!url || typeof caches === 'undefined') return;
  const absolute = new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  const names = await caches.keys();
  await Promise.all(names.map(async (name) => (await caches.open(name)).delete(absolute)));
}
