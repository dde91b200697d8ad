/**
 * Coupon redemption (shopper). The shopper needs the validation code now, so this is the one mutation that
 * waits for the server: it resolves with the redemption or rejects with the server's message. When the
 * network fails (or a limit says "not yet") the request stays queued (nothing lost) and the call rejects with
 * REDEEM_QUEUED (or the limit's reason); the code is announced by a message once the queued request is
 * delivered. Either way the answer (with the QR code's signed payload) is kept in `shopperRedemptions` at
 * once, so "Meus cupons" shows it with no signal.
 */
import { shopperRedemptionSchema } from '../../domain/api/coupons';
import { redemptionInputSchema } from '../../domain/coupon';
import { messages } from '../../domain/messages';
import { db } from '../db';
import { ApiError } from '../http';
import { emitMessage, failureMessage } from '../messages';
import { defineMutation, pumpMutations } from './engine';
import { str, unwrap } from './wire';

export interface Redemption {
  validationCode: string;
  redeemedAt: string;
  customerName: string | null;
  customerPhone: string | null;
  /** The QR code's text (the signed payload); the bare code from a server that does not sign. */
  qrText: string;
}

export const REDEEM_QUEUED =
  'Sem conexão. O resgate foi guardado e será enviado quando a conexão voltar; o código aparecerá aqui.';

type Waiter = { resolve: (r: Redemption) => void; reject: (e: ApiError) => void };
const waiters = new Map<string, Waiter>();

export function redemptionFromServer(body: unknown): Redemption | null {
  const r = unwrap(body, 'redemption');
  const validationCode = str(r?.validationCode);
  if (!r || !validationCode) return null;
  return {
    validationCode,
    redeemedAt: str(r.redeemedAt) ?? new Date().toISOString(),
    customerName: str(r.customerName) ?? null,
    customerPhone: str(r.customerPhone) ?? null,
    qrText: str(r.signedRedemption) ?? validationCode,
  };
}

const redeem = defineMutation({
  kind: 'coupon.redeem',
  tables: ['shopperRedemptions'],
  target: (input: { couponId: number; body: unknown }) => ({ family: 'coupon', key: input.couponId }),
  request: ({ couponId, body }) => ({ method: 'POST', url: `/api/coupons/${couponId}/redeem`, body }),
  async reconcile(_target, body, row) {
    const kept = shopperRedemptionSchema.safeParse(unwrap(body, 'redemption'));
    if (kept.success) await db.shopperRedemptions.put(kept.data);
    const redemption = redemptionFromServer(body);
    const waiter = waiters.get(row.id);
    waiters.delete(row.id);
    if (waiter && redemption) waiter.resolve(redemption);
    else if (waiter) waiter.reject(new ApiError(messages.consumerCoupon.redeemError, 500, 'INVALID_ANSWER'));
    else if (redemption) {
      // Delivered from the queue while nobody waited: tell the shopper their code.
      emitMessage({
        variant: 'success',
        title: messages.success.couponRedeemed,
        description: redemption.validationCode,
      });
    }
  },
  refusal(_target, serverMessage, row) {
    const waiter = waiters.get(row.id);
    waiters.delete(row.id);
    const message = serverMessage || messages.consumerCoupon.redeemError;
    waiter?.reject(new ApiError(message, row.outcome?.status ?? 400, 'REFUSED'));
    return failureMessage(message, messages.consumerCoupon.redeemErrorTitle);
  },
});

export async function redeemCoupon(
  couponId: number,
  input: { customerName?: string; customerPhone?: string } = {},
): Promise<Redemption> {
  const body = redemptionInputSchema.parse(input);
  const row = await redeem({ couponId, body });
  const answer = new Promise<Redemption>((resolve, reject) => waiters.set(row.id, { resolve, reject }));
  await pumpMutations();
  if (waiters.has(row.id)) {
    const still = await db.pendingMutations.get(row.id);
    if (still && !still.outcome) {
      waiters.delete(row.id);
      // Kept by a limit (429), not by the network: the server's reason, not "no connection".
      throw new ApiError(still.waiting ?? REDEEM_QUEUED, still.waiting ? 429 : 0, 'QUEUED');
    }
  }
  return answer;
}
