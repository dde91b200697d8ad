import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { COUPON, TIME_ZONE } from './constants';
import { messages } from './messages';

export * from './coupon-display';

const f = messages.couponForm;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A datetime-local value ("2025-05-01T08:00") has no zone: it is read as São Paulo wall time, so a seller
 * travelling abroad still sets the feira's hours. Anything else must be a parseable instant. → ISO UTC.
 */
export function parseCouponDate(value: string | Date): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const text = value.trim();
  if (LOCAL_DATE_TIME.test(text)) {
    const [date = '', time = ''] = text.split('T');
    const [y, mo, d] = date.split('-').map(Number);
    const [h, mi, s] = time.split(':').map(Number);
    const wall = new TZDate(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0, TIME_ZONE);
    return new Date(wall.getTime()).toISOString();
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const optionalNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v;

const dateField = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.union([z.string(), z.date()], { error: required }).transform((v, ctx) => {
      const iso = parseCouponDate(v);
      if (iso === null) {
        ctx.issues.push({ code: 'custom', message: required, input: v });
        return z.NEVER;
      }
      return iso;
    }),
  );

/** Rules of the edit-coupon form (spec 000 §5); the output is the PUT payload. */
export const couponFormSchema = z
  .object({
    code: z
      .string({ error: f.codeRequired })
      .trim()
      .min(1, { error: f.codeRequired, abort: true })
      .min(COUPON.codeMinLength, { error: f.codeTooShort })
      .transform((c) => c.toUpperCase()),
    description: z.string({ error: f.descriptionRequired }).trim().min(1, { error: f.descriptionRequired }),
    discountType: z.enum(['percentage', 'amount']),
    discountPercentage: z.preprocess(optionalNumber, z.number().nullable()).optional(),
    discountAmount: z.preprocess(optionalNumber, z.number().nullable()).optional(),
    minimumPurchase: z
      .preprocess(optionalNumber, z.number().min(COUPON.minimumPurchaseMin).nullable())
      .optional(),
    maxUsageCount: z
      .preprocess(optionalNumber, z.number().int().min(COUPON.usageLimitMin).nullable())
      .optional(),
    startTime: dateField(f.startRequired),
    endTime: dateField(f.endRequired),
    isActive: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.discountType === 'percentage') {
      const p = v.discountPercentage;
      if (p === null || p === undefined || Number.isNaN(p) || p <= 0) {
        ctx.addIssue({ code: 'custom', message: f.percentageTooLow, path: ['discountPercentage'] });
      } else if (p > COUPON.percentageMax) {
        ctx.addIssue({ code: 'custom', message: f.percentageTooHigh, path: ['discountPercentage'] });
      }
    } else {
      const a = v.discountAmount;
      if (a === null || a === undefined || Number.isNaN(a) || a <= 0) {
        ctx.addIssue({ code: 'custom', message: f.amountTooLow, path: ['discountAmount'] });
      }
    }
    if (v.startTime && v.endTime && Date.parse(v.endTime) <= Date.parse(v.startTime)) {
      ctx.addIssue({ code: 'custom', message: f.endBeforeStart, path: ['endTime'] });
    }
  })
  .transform(({ discountType, ...v }) => ({
    ...v,
    // Only the chosen discount is sent; the other is null (spec 000 §5).
    discountPercentage: discountType === 'percentage' ? (v.discountPercentage ?? null) : null,
    discountAmount: discountType === 'amount' ? (v.discountAmount ?? null) : null,
    minimumPurchase: v.minimumPurchase ?? null,
    maxUsageCount: v.maxUsageCount ?? null,
  }));

export type CouponPayload = z.output<typeof couponFormSchema>;

/** PUT /api/seller/coupons/{id}: the toggle sends only { isActive }, the form sends the whole payload. */
export const couponToggleSchema = z.object({ isActive: z.boolean() }).strict();

/** Server side of the full payload: exactly one discount kind, decided by which field is non-null. */
export const couponUpdateSchema = z.union([
  couponToggleSchema,
  z
    .object({ discountPercentage: z.number().nullable(), discountAmount: z.number().nullable() })
    .passthrough()
    .transform((v, ctx) => {
      const discountType = v.discountPercentage !== null ? 'percentage' : 'amount';
      const parsed = couponFormSchema.safeParse({ ...v, discountType });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: v });
        }
        return z.NEVER;
      }
      return parsed.data;
    }),
]);

/** Validation code typed by the seller: trimmed, uppercased, at most 20 characters; empty is refused. */
export function normalizeValidationCode(
  raw: string,
): { ok: true; code: string } | { ok: false; message: string } {
  const code = raw.trim().toUpperCase().slice(0, COUPON.validationCodeMaxLength);
  return code === '' ? { ok: false, message: messages.validation.codeRequired } : { ok: true, code };
}

/** A signed redemption's text as the QR code carries it (`FR1:` + base45); bounded so a request stays small. */
export const signedRedemptionTextSchema = z.string().trim().min(1).max(1000);

export const validateRedemptionSchema = z.object({
  validationCode: z
    .string({ error: messages.validation.codeRequired })
    .trim()
    .min(1, { error: messages.validation.codeRequired })
    .transform((c) => c.toUpperCase())
    .pipe(z.string().max(COUPON.validationCodeMaxLength, { error: messages.validation.invalidCode })),
  /** The scanned QR code's signed payload (`FR1:…`): the server checks its signature, store and validity. */
  signedRedemption: signedRedemptionTextSchema.optional(),
});

const optionalTrimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s ? s : undefined));

/** POST /api/coupons/{id}/redeem: both fields optional, trimmed, omitted when empty (the header helper sends none). */
export const redemptionInputSchema = z.preprocess((v) => v ?? {}, redemptionObjectSchema());

function redemptionObjectSchema() {
  return z
    .object({ customerName: optionalTrimmed(100), customerPhone: optionalTrimmed(30) })
    .transform((v) => {
      const out: { customerName?: string; customerPhone?: string } = {};
      if (v.customerName) out.customerName = v.customerName;
      if (v.customerPhone) out.customerPhone = v.customerPhone;
      return out;
    });
}

/**
 * Redemption codes: 31 symbols without 0/O/1/I/L (read aloud at a noisy stall without confusion); 10 of them
 * carry 49.5 bits, above the 40-bit minimum, and fit the 20-character input.
 */
export const VALIDATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VALIDATION_CODE_LENGTH = 10;
const WELL_FORMED = new RegExp(`^[${VALIDATION_CODE_ALPHABET}]{${VALIDATION_CODE_LENGTH}}$`);

export function isWellFormedValidationCode(code: string): boolean {
  return WELL_FORMED.test(code);
}

/** Pure generator: the caller passes crypto.getRandomValues. Rejection sampling keeps symbols uniform. */
export function generateValidationCode(randomBytes: (n: number) => Uint8Array): string {
  const n = VALIDATION_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let code = '';
  while (code.length < VALIDATION_CODE_LENGTH) {
    for (const byte of randomBytes(VALIDATION_CODE_LENGTH * 2)) {
      if (byte < limit && code.length < VALIDATION_CODE_LENGTH) code += VALIDATION_CODE_ALPHABET[byte % n];
    }
  }
  return code;
}
