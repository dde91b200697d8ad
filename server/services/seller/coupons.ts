/**
 * Seller coupons CRUD with the rules of spec 000 §5 "Edit coupon" (src/domain/coupon.ts): code uppercased and
 * unique per store, exactly one discount kind, end after start; the toggle sends only {isActive}.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { apiMessages } from '../../../src/domain/api/messages';
import { type SellerCouponWire, sellerMessages } from '../../../src/domain/api/seller';
import { type CouponPayload, couponFormSchema, couponUpdateSchema } from '../../../src/domain/coupon';
import { ERROR_CATALOGUE, validationError } from '../../../src/domain/errors';
import { messages } from '../../../src/domain/messages';
import { issuesToDetails } from '../../../src/domain/product/issue-codes';
import { productMessages } from '../../../src/domain/product/messages';
import { type Actor, loadOwnedStore, managedStoreIds } from '../../auth/access';
import type { Database, Tx } from '../../db/client';
import { coupons, stores } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { assertVersion } from '../../http/versions';
import { publishEvent, type Reach } from '../../realtime/events';
import { couponReach } from '../../realtime/reach';
import { assertPlanRoom } from '../billing/plan-limits';

type CouponRow = typeof coupons.$inferSelect;

export const couponAdminMessages = {
  usageLimitBelowUses: (uses: number) => `O limite de uso não pode ser menor que os usos já feitos (${uses})`,
} as const;

function toWire(row: CouponRow, storeName: string): SellerCouponWire {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName,
    store: { id: row.storeId, name: storeName },
    code: row.code,
    description: row.description,
    discountPercentage: row.discountPercentage,
    discountAmount: row.discountAmount,
    minimumPurchase: row.minimumPurchase,
    maxUsageCount: row.maxUsageCount,
    usageCount: row.usageCount,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(issuesToDetails(result.error.issues));
  return result.data;
}

/** The form sends both discount fields, one null; the discount kind is the non-null one. */
function parseFullPayload(body: Record<string, unknown>): CouponPayload {
  const discountType =
    body.discountType ??
    (body.discountPercentage !== null &&
    body.discountPercentage !== undefined &&
    body.discountPercentage !== ''
      ? 'percentage'
      : 'amount');
  return parseOrThrow(couponFormSchema, { ...body, discountType });
}

function isCodeTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (pg.code === '23505' && String(pg.constraint ?? pg.message).includes('coupons_store_code_unique'))
      return true;
  }
  return false;
}

const codeTaken = () => conflict(sellerMessages.couponCodeTaken, 'COUPON_CODE_TAKEN');

async function assertCodeFree(tx: Tx, storeId: number, code: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.code, code)));
  if (row && row.id !== exceptId) throw codeTaken();
}

async function loadCoupon(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw notFound(messages.sellerCoupon.notFound, 'COUPON_NOT_FOUND');
  const store = await loadOwnedStore(tx, actor, row.storeId);
  return { row, store };
}

const changed = (database: Database, storeId: number, reach: Reach) =>
  publishEvent(database, { type: 'data-changed', collection: 'coupons', storeId, reach });

export async function listSellerCoupons(database: Database, actor: Actor, storeId?: number) {
  const storeIds = storeId
    ? [(await loadOwnedStore(database.db, actor, storeId)).id]
    : await managedStoreIds(database.db, actor);
  if (storeIds.length === 0) return [];
  const rows = await database.db
    .select({ coupon: coupons, storeName: stores.name })
    .from(coupons)
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .where(inArray(coupons.storeId, storeIds))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((r) => toWire(r.coupon, r.storeName));
}

export async function getSellerCoupon(database: Database, actor: Actor, id: number) {
  return database.db.transaction(async (tx) => {
    const { row, store } = await loadCoupon(tx, actor, id);
    return toWire(row, store.name);
  });
}

export async function createCoupon(database: Database, actor: Actor, body: Record<string, unknown>) {
  const storeId = Number(body.storeId);
  if (!Number.isInteger(storeId) || storeId <= 0) {
    throw badRequest(apiMessages.validationError, 'VALIDATION_ERROR', [
      { field: 'storeId', message: productMessages.storeIdRequired, code: 'INVALID_STORE_ID' },
    ]);
  }
  const payload = parseFullPayload(body);
  try {
    const { coupon, reach } = await database.db.transaction(async (tx) => {
      const store = await loadOwnedStore(tx, actor, storeId);
      await assertCodeFree(tx, store.id, payload.code);
      if (payload.isActive ?? true) await assertPlanRoom(tx, store.id, 'activeCoupons');
      const [row] = await tx
        .insert(coupons)
        .values({
          ...payload,
          storeId: store.id,
          isActive: payload.isActive ?? true,
          startTime: new Date(payload.startTime),
          endTime: new Date(payload.endTime),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { coupon: toWire(row, store.name), reach: couponReach(store, null, row) };
    });
    await changed(database, coupon.storeId, reach);
    return coupon;
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken();
    throw error;
  }
}

export async function updateCoupon(
  database: Database,
  actor: Actor,
  id: number,
  body: unknown,
  expectedVersion?: number,
) {
  const update = parseOrThrow(couponUpdateSchema, body);
  try {
    const { coupon, reach } = await database.db.transaction(async (tx) => {
      const { row, store } = await loadCoupon(tx, actor, id);
      assertVersion(expectedVersion, row.version, sellerMessages.couponVersionConflict);
      if ('code' in update) {
        await assertCodeFree(tx, row.storeId, update.code, row.id);
        if (update.maxUsageCount !== null && update.maxUsageCount < row.usageCount) {
          throw badRequest(ERROR_CATALOGUE.VALIDATION_ERROR.message, 'VALIDATION_ERROR', [
            {
              field: 'maxUsageCount',
              message: couponAdminMessages.usageLimitBelowUses(row.usageCount),
              code: 'INVALID_USAGE_LIMIT',
            },
          ]);
        }
      }
      if (update.isActive === true && !row.isActive) await assertPlanRoom(tx, row.storeId, 'activeCoupons');
      const set =
        'code' in update
          ? {
              ...update,
              isActive: update.isActive ?? row.isActive,
              startTime: new Date(update.startTime),
              endTime: new Date(update.endTime),
            }
          : { isActive: update.isActive };
      const [saved] = await tx
        .update(coupons)
        .set({ ...set, version: row.version + 1, updatedAt: new Date() })
        .where(eq(coupons.id, row.id))
        .returning();
      if (!saved) throw new HttpError(404, 'COUPON_NOT_FOUND', messages.sellerCoupon.notFound);
      return { coupon: toWire(saved, store.name), reach: couponReach(store, row, saved) };
    });
    await changed(database, coupon.storeId, reach);
    return coupon;
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken();
    throw error;
  }
}

export async function deleteCoupon(database: Database, actor: Actor, id: number) {
  const { storeId, reach } = await database.db.transaction(async (tx) => {
    const { row, store } = await loadCoupon(tx, actor, id);
    await tx.delete(coupons).where(eq(coupons.id, row.id));
    return { storeId: row.storeId, reach: couponReach(store, row, null) };
  });
  await changed(database, storeId, reach);
  return { success: true, message: messages.sellerCoupon.deleted };
}
