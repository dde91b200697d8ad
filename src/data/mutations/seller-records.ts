/**
 * The seller's coupons and promotions as queued writes (like products). Their copy on this device is the
 * synced tables `sellerCoupons` / `sellerPromotions` (pulled with `sellerRecords`), so the optimistic write
 * puts the row there, marked pending (a new one with a negative id); the server's row replaces it; a refusal
 * (a code already used, a 409 VERSION_CONFLICT when edited meanwhile on another device) puts it back from the
 * snapshot and keeps the seller's change apart for them to fix or discard (./refused.ts). Pulls keep pending
 * rows and the absence of a row whose delete is queued, as they do for products (../sync/seller.ts).
 */
import { db } from '../db';
import { defineMutation } from './engine';
import { capture } from './snapshot';
import type { MutationTargets } from './targets';
import { unwrap } from './wire';

export type RecordFamily = 'sellerCoupon' | 'sellerPromotion';

/** What the writes need of a coupon or a promotion row. */
export interface SavedRecord {
  id: number;
  version?: number;
  pendingMutationId?: string;
}

const FAMILIES = {
  sellerCoupon: { list: '/api/seller/coupons', table: 'sellerCoupons', wrap: undefined },
  sellerPromotion: { list: '/api/seller/promotions', table: 'sellerPromotions', wrap: 'promotion' },
} as const;

// The rows are the domain's wire rows; the writes read and write only the fields of SavedRecord.
const tableOf = (family: RecordFamily) => db.table<SavedRecord, number>(FAMILIES[family].table);

/** Puts a row (replacing the one of id `replacing`: a new record's temporary id). */
async function putRecord(family: RecordFamily, row: SavedRecord, replacing = row.id): Promise<void> {
  const table = tableOf(family);
  if (replacing !== row.id) await table.delete(replacing);
  await table.put(row);
}

export interface RecordCreateInput<R extends SavedRecord> {
  /** The optimistic row, with a negative temporary id until the server's answer. */
  row: R;
  body: Record<string, unknown>;
}

export interface RecordUpdateInput<R extends SavedRecord> {
  current: R;
  next: R;
  body: Record<string, unknown>;
}

export interface RecordDeleteInput<R extends SavedRecord> {
  current: R;
}

function defineRecordWrites<F extends RecordFamily>(family: F) {
  const { list, table, wrap } = FAMILIES[family];
  const item = (id: number) => `${list}/${id}`;
  const serverRow = (body: unknown) => {
    const row = wrap ? unwrap(body, wrap) : unwrap(body);
    return row && typeof row.id === 'number' ? (row as unknown as SavedRecord) : null;
  };
  const create = defineMutation({
    kind: `${family}.create` as const,
    tables: [table],
    // The kind is built from the family, which TypeScript cannot follow into MutationTargets' keys.
    target: (input: RecordCreateInput<SavedRecord>) =>
      ({ family, key: input.row.id }) as MutationTargets[`${F}.create`],
    request: ({ body }) => ({ method: 'POST', url: list, body }),
    apply: async ({ row }, { mutationId }) => {
      const snapshot = await capture(table, [row.id]);
      await putRecord(family, { ...row, pendingMutationId: mutationId });
      return snapshot;
    },
    reconcile: async (target, body) => {
      const saved = serverRow(body);
      if (saved) await putRecord(family, saved, Number(target.key));
    },
    keepRefused: () => true,
  });
  const update = defineMutation({
    kind: `${family}.update` as const,
    tables: [table],
    target: (input: RecordUpdateInput<SavedRecord>) =>
      ({ family, key: input.current.id }) as MutationTargets[`${F}.update`],
    request: ({ current, body }) => ({
      method: 'PUT',
      url: item(current.id),
      body,
      expectedVersion: current.version,
    }),
    apply: async ({ current, next }, { mutationId }) => {
      const snapshot = await capture(table, [current.id]);
      // The server moves the version on once per saved edit; a next queued edit is sent with this one.
      await putRecord(family, {
        ...next,
        version: (current.version ?? 0) + 1,
        pendingMutationId: mutationId,
      });
      return snapshot;
    },
    reconcile: async (_target, body) => {
      const saved = serverRow(body);
      if (saved) await putRecord(family, saved);
    },
    keepRefused: () => true,
  });
  /**
   * Deleting names no version: the seller asked for the record to be gone, whatever was edited meanwhile, and
   * a 404 means it already is (deleted on another device), so nothing comes back and nothing is kept.
   */
  const remove = defineMutation({
    kind: `${family}.delete` as const,
    tables: [table],
    target: (input: RecordDeleteInput<SavedRecord>) =>
      ({ family, key: input.current.id }) as MutationTargets[`${F}.delete`],
    request: ({ current }) => ({ method: 'DELETE', url: item(current.id) }),
    apply: async ({ current }) => {
      const snapshot = await capture(table, [current.id]);
      await tableOf(family).delete(current.id);
      return snapshot;
    },
    reconcile: async (target) => {
      await tableOf(family).delete(Number(target.key));
    },
    onRefused: async (target, _message, row) => {
      if (row.outcome?.status === 404) await tableOf(family).delete(Number(target.key));
    },
    keepRefused: (row) => row.outcome?.status !== 404,
  });
  return { create, update, remove };
}

export const couponWrites = defineRecordWrites('sellerCoupon');
export const promotionWrites = defineRecordWrites('sellerPromotion');
