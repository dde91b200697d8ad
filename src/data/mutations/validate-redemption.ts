/**
 * Seller-side validation of a redemption code. Online: POST /api/seller/coupons/validate-redemption. With no
 * network a typed code is checked against the outstanding codes synced to this device (db.redemptionCodes);
 * a scanned QR code carries its own signed proof and is judged alone (validate-signed.ts). Either is accepted
 * once, marked pending, and reconciled later through POST /api/seller/coupons/validate-offline, whose
 * per-code verdict (confirmed | conflict | invalid, with who and when) is kept on the row for the seller.
 */
import { normalizeValidationCode } from '../../domain/coupon';
import { messages } from '../../domain/messages';
import { isSignedRedemptionText } from '../../domain/signed-redemption/codec';
import { db, type RedemptionCodeRow } from '../db';
import { ApiError, requestJson } from '../http';
import { failureMessage } from '../messages';
import { defineMutation } from './engine';
import { str, unwrap } from './wire';

const v = messages.validation;

export interface ValidationResult {
  success: boolean;
  message: string;
  /** True when accepted against the local copy; the server confirms later. */
  offline?: boolean;
  coupon: {
    code: string;
    description: string;
    discountPercentage: number | null;
    discountAmount: number | null;
    customerName: string | null;
    customerPhone: string | null;
    redeemedAt: string;
    storeName: string;
    /** null when an older server did not say which coupon it was. */
    couponId: number | null;
  };
}

export const OFFLINE_VALIDATED = 'Validado offline — será confirmado quando a conexão voltar';

/** A typed code, or what the camera read: a bare code or a shopper's signed QR code. */
export async function validateRedemptionCode(raw: string): Promise<ValidationResult> {
  if (isSignedRedemptionText(raw)) {
    const { validateSignedRedemption } = await import('./validate-signed');
    return validateSignedRedemption(raw.trim());
  }
  const normalized = normalizeValidationCode(raw);
  if (!normalized.ok) throw new ApiError(normalized.message, 400, 'VALIDATION_ERROR');
  const code = normalized.code;
  try {
    const { data } = await requestJson<unknown>('/api/seller/coupons/validate-redemption', {
      method: 'POST',
      body: { validationCode: code },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const result = validationFromServer(data);
    await db.redemptionCodes.delete(code);
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.isUnreachable) return validateOffline(code);
    if (error instanceof ApiError && error.status >= 500)
      throw new ApiError(v.connectionRetry, error.status, error.code);
    throw error;
  }
}

async function validateOffline(code: string): Promise<ValidationResult> {
  const local = await db.redemptionCodes.get(code);
  // A typed code this device has never seen cannot be judged offline; the shopper's QR code can.
  if (!local) throw new ApiError(v.unknownOffline, 0, 'OFFLINE_UNKNOWN_CODE');
  return acceptOffline(local);
}

/** Accepts a code on this device, once, and queues its validation for the server's verdict. */
export async function acceptOffline(row: RedemptionCodeRow): Promise<ValidationResult> {
  const stored = await db.redemptionCodes.get(row.validationCode);
  if (stored?.validatedLocallyAt !== undefined) throw new ApiError(v.invalidOrUsedCode, 409, 'ALREADY_USED');
  const validatedAt = new Date().toISOString();
  await validateOfflineMutation({ row, validatedAt });
  return { success: true, offline: true, message: OFFLINE_VALIDATED, coupon: couponOf(row) };
}

function couponOf(row: RedemptionCodeRow): ValidationResult['coupon'] {
  return {
    code: row.couponCode,
    description: row.description,
    discountPercentage: row.discountPercentage,
    discountAmount: row.discountAmount,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    redeemedAt: row.redeemedAt,
    storeName: row.storeName,
    couponId: row.couponId,
  };
}

export function validationFromServer(data: unknown): ValidationResult {
  const body = unwrap(data) ?? {};
  const coupon = unwrap(body.coupon) ?? {};
  const numberOrNull = (x: unknown) => (typeof x === 'number' ? x : null);
  return {
    success: body.success !== false,
    message: str(body.message) ?? v.validated,
    coupon: {
      code: str(coupon.code) ?? '',
      description: str(coupon.description) ?? '',
      discountPercentage: numberOrNull(coupon.discountPercentage),
      discountAmount: numberOrNull(coupon.discountAmount),
      customerName: str(coupon.customerName) ?? null,
      customerPhone: str(coupon.customerPhone) ?? null,
      redeemedAt: str(coupon.redeemedAt) ?? new Date().toISOString(),
      storeName: str(coupon.storeName) ?? str(unwrap(coupon.store)?.name) ?? '',
      couponId: numberOrNull(coupon.couponId),
    },
  };
}

type Verdict = { validationCode: string; outcome: 'confirmed' | 'conflict' | 'invalid'; message?: string };

export function offlineVerdicts(body: unknown): Verdict[] {
  const record = unwrap(body) ?? {};
  const list = (record.results ?? record.validations ?? []) as unknown[];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const r = unwrap(item);
    const code = str(r?.validationCode);
    const outcome = str(r?.status) ?? str(r?.outcome);
    if (!code || (outcome !== 'confirmed' && outcome !== 'conflict' && outcome !== 'invalid')) return [];
    return [{ validationCode: code, outcome, message: str(r?.message) }];
  });
}

const validateOfflineMutation = defineMutation({
  kind: 'redemption.validateOffline',
  tables: ['redemptionCodes'],
  target: (input: { row: RedemptionCodeRow; validatedAt: string }) => ({
    family: 'redemption',
    key: input.row.validationCode,
  }),
  request: ({ row, validatedAt }) => ({
    method: 'POST',
    url: '/api/seller/coupons/validate-offline',
    body: {
      validations: [
        {
          validationCode: row.validationCode,
          validatedAt,
          // A scanned QR code goes along: the server checks the same signature the phone did.
          ...(row.signedRedemption ? { signedRedemption: row.signedRedemption } : {}),
        },
      ],
    },
  }),
  apply: async ({ row, validatedAt }) => {
    const stored = await db.redemptionCodes.get(row.validationCode);
    if (stored?.validatedLocallyAt !== undefined)
      throw new ApiError(v.invalidOrUsedCode, 409, 'ALREADY_USED');
    // A scanned code this phone never synced joins the table here, so the screen lists it with its verdict.
    await db.redemptionCodes.put({ ...stored, ...row, validatedLocallyAt: Date.parse(validatedAt) });
    return [];
  },
  async reconcile(_target, body) {
    for (const verdict of offlineVerdicts(body)) {
      await db.redemptionCodes.update(verdict.validationCode, {
        outcome: verdict.outcome,
        outcomeMessage: verdict.message,
      });
    }
  },
  async onRefused(target, serverMessage) {
    await db.redemptionCodes.update(target.key, { outcome: 'invalid', outcomeMessage: serverMessage });
  },
  refusal(_target, serverMessage) {
    return failureMessage(serverMessage, v.invalidCode);
  },
});
