/**
 * The seller's coupons and promotions as queued writes (like products). Their copy on this device is the
 * saved answers of the seller reads (`sellerReads`, keyed by user + API path: the list and each item), so
 * the optimistic write edits both, marked pending; the server's row replaces them; a refusal (a code already
 * used, a 409 VERSION_CONFLICT when edited meanwhile on another device) puts them back from the snapshot and
 * keeps the seller's change for them to fix or discard (./refused.ts).
 * Fresh reads keep pending rows (`keepLocalWork`), as pulls do for products. A delete leaves
 * the row in the saved answers as a pending tombstone (`deleted`) until the server agrees, so a fresh read
 * made meanwhile (the server still has the row) cannot bring it back; the read hooks hide tombstones.
 */
import { db } from '../db';
import { defineMutation, requireUserId } from './engine';
import { capture } from './snapshot';
import type { MutationTargets } from './targets';
import { unwrap } from './wire';

export type RecordFamily = 'sellerCoupon' | 'sellerPromotion';

export interface SavedRecord {
  id: number;
  version?: number;
  pendingMutationId?: string;
  /** A delete queued on this device: hidden from the screens until the server's answer removes the row. */
  deleted?: true;
}

/** The saved answer without rows whose delete is queued (a list loses them; an item becomes undefined). */
export function withoutDeleted<T>(data: T): T | undefined {
  if (Array.isArray(data)) return (data as SavedRecord[]).filter((row) => !row.deleted) as unknown as T;
  return (data as SavedRecord | undefined)?.deleted ? undefined : data;
}

const FAMILIES: Record<RecordFamily, { list: string; wrap?: string }> = {
  sellerCoupon: { list: '/api/seller/coupons' },
  sellerPromotion: { list: '/api/seller/promotions', wrap: 'promotion' },
};

export const recordPaths = (family: RecordFamily) => {
  const { list } = FAMILIES[family];
  return { list, item: (id: number) => `${list}/${id}` };
};

const keyOf = (userId: number, path: string) => `${userId}:${path}`;

/** Puts a row in the saved list (replacing `replacing`, or first) and as its item; or removes it. */
async function writeSaved(
  userId: number,
  family: RecordFamily,
  change: { put: SavedRecord; replacing?: number } | { remove: number },
): Promise<void> {
  const paths = recordPaths(family);
  const listKey = keyOf(userId, paths.list);
  const saved = await db.sellerReads.get(listKey);
  if (saved && Array.isArray(saved.data)) {
    const rows = saved.data as SavedRecord[];
    let data: SavedRecord[];
    if ('remove' in change) data = rows.filter((r) => r.id !== change.remove);
    else {
      const old = change.replacing ?? change.put.id;
      data = rows.some((r) => r.id === old)
        ? rows
            .filter((r) => r.id !== change.put.id || old === change.put.id)
            .map((r) => (r.id === old ? change.put : r))
        : [change.put, ...rows];
    }
    await db.sellerReads.put({ ...saved, data, savedAt: Date.now() });
  } else if ('put' in change) {
    await db.sellerReads.put({ key: listKey, userId, data: [change.put], savedAt: Date.now() });
  }
  if ('remove' in change) await db.sellerReads.delete(keyOf(userId, paths.item(change.remove)));
  else {
    if (change.replacing !== undefined && change.replacing !== change.put.id)
      await db.sellerReads.delete(keyOf(userId, paths.item(change.replacing)));
    await db.sellerReads.put({
      key: keyOf(userId, paths.item(change.put.id)),
      userId,
      data: change.put,
      savedAt: Date.now(),
    });
  }
}

function snapshotKeys(userId: number, family: RecordFamily, id: number) {
  const paths = recordPaths(family);
  return [keyOf(userId, paths.list), keyOf(userId, paths.item(id))];
}

/**
 * A fresh answer about to replace a saved one: rows with a pending change keep their local state and a new
 * row not sent yet stays in the list.
 */
export function keepLocalWork(saved: unknown, fresh: unknown): unknown {
  const local = (r: SavedRecord) => r.pendingMutationId !== undefined;
  const merge = (mine: SavedRecord | undefined, theirs: SavedRecord): SavedRecord => mine ?? theirs;
  if (Array.isArray(fresh)) {
    const mine = Array.isArray(saved) ? (saved as SavedRecord[]).filter(local) : [];
    const byId = new Map(mine.map((r) => [r.id, r]));
    const merged = (fresh as SavedRecord[]).map((r) => merge(byId.get(r.id), r));
    const unsent = mine.filter((r) => r.id < 0);
    return [...unsent, ...merged];
  }
  if (fresh && typeof fresh === 'object' && saved && typeof saved === 'object') {
    const mine = saved as SavedRecord;
    if ((fresh as SavedRecord).id === mine.id && local(mine)) return merge(mine, fresh as SavedRecord);
  }
  return fresh;
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
  const paths = recordPaths(family);
  const wrap = FAMILIES[family].wrap;
  const serverRow = (body: unknown) => {
    const row = wrap ? unwrap(body, wrap) : unwrap(body);
    return row && typeof row.id === 'number' ? (row as unknown as SavedRecord) : null;
  };
  const create = defineMutation({
    kind: `${family}.create` as const,
    tables: ['sellerReads'],
    // The kind is built from the family, which TypeScript cannot follow into MutationTargets' keys.
    target: (input: RecordCreateInput<SavedRecord>) =>
      ({ family, key: input.row.id }) as MutationTargets[`${F}.create`],
    request: ({ body }) => ({ method: 'POST', url: paths.list, body }),
    apply: async ({ row }, { mutationId }) => {
      const userId = requireUserId();
      const snapshot = await capture('sellerReads', snapshotKeys(userId, family, row.id));
      await writeSaved(userId, family, { put: { ...row, pendingMutationId: mutationId } });
      return snapshot;
    },
    reconcile: async (target, body, row) => {
      const saved = serverRow(body);
      if (saved) await writeSaved(row.userId, family, { put: saved, replacing: Number(target.key) });
    },
    keepRefused: () => true,
  });
  const update = defineMutation({
    kind: `${family}.update` as const,
    tables: ['sellerReads'],
    target: (input: RecordUpdateInput<SavedRecord>) =>
      ({ family, key: input.current.id }) as MutationTargets[`${F}.update`],
    request: ({ current, body }) => ({
      method: 'PUT',
      url: paths.item(current.id),
      body,
      expectedVersion: current.version,
    }),
    apply: async ({ current, next }, { mutationId }) => {
      const userId = requireUserId();
      const snapshot = await capture('sellerReads', snapshotKeys(userId, family, current.id));
      // The server moves the version on once per saved edit; a next queued edit is sent with this one.
      await writeSaved(userId, family, {
        put: { ...next, version: (current.version ?? 0) + 1, pendingMutationId: mutationId },
      });
      return snapshot;
    },
    reconcile: async (_target, body, row) => {
      const saved = serverRow(body);
      if (saved) await writeSaved(row.userId, family, { put: saved });
    },
    keepRefused: () => true,
  });
  /**
   * Deleting names no version: the seller asked for the record to be gone, whatever was edited meanwhile, and
   * a 404 means it already is (deleted on another device), so nothing comes back and nothing is kept.
   */
  const remove = defineMutation({
    kind: `${family}.delete` as const,
    tables: ['sellerReads'],
    target: (input: RecordDeleteInput<SavedRecord>) =>
      ({ family, key: input.current.id }) as MutationTargets[`${F}.delete`],
    request: ({ current }) => ({ method: 'DELETE', url: paths.item(current.id) }),
    apply: async ({ current }, { mutationId }) => {
      const userId = requireUserId();
      const snapshot = await capture('sellerReads', snapshotKeys(userId, family, current.id));
      await writeSaved(userId, family, { put: { ...current, deleted: true, pendingMutationId: mutationId } });
      return snapshot;
    },
    reconcile: async (target, _body, row) => {
      await writeSaved(row.userId, family, { remove: Number(target.key) });
    },
    onRefused: async (target, _message, row) => {
      if (row.outcome?.status === 404) await writeSaved(row.userId, family, { remove: Number(target.key) });
    },
    keepRefused: (row) => row.outcome?.status !== 404,
  });
  return { create, update, remove };
}

export const couponWrites = defineRecordWrites('sellerCoupon');
export const promotionWrites = defineRecordWrites('sellerPromotion');
