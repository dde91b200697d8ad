import { z } from 'zod';
import { RESERVATION_HOLD_MS } from './constants';
import { entityIdSchema } from './product/value-objects/id';

export const RESERVATION_STATUSES = ['pending', 'cancelled', 'completed', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_QUANTITY = { min: 1, max: 99 } as const;
export const RESERVATION_NOTE_MAX = 500;

export const reservationMessages = {
  productRequired: 'Produto é obrigatório',
  quantityInvalid: 'Quantidade deve ser um número inteiro',
  quantityMin: 'Quantidade mínima é 1',
  quantityMax: 'Quantidade máxima é 99 unidades por reserva',
  noteTooLong: 'Observação deve ter no máximo 500 caracteres',
} as const;

type ReservationLike = { status: ReservationStatus; expiresAt: string | Date };

/** Active = pending and the hold has not ended (spec 000 §4). */
export function isReservationActive(r: ReservationLike, now: Date): boolean {
  return r.status === 'pending' && new Date(r.expiresAt).getTime() > now.getTime();
}

/** The server may not have swept yet: a pending reservation past its hold is shown as expired. */
export function effectiveReservationStatus(r: ReservationLike, now: Date): ReservationStatus {
  return r.status === 'pending' && !isReservationActive(r, now) ? 'expired' : r.status;
}

export function reservationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RESERVATION_HOLD_MS);
}

export function reservationRemainingMs(r: ReservationLike, now: Date): number {
  return Math.max(0, new Date(r.expiresAt).getTime() - now.getTime());
}

/** Only an active reservation can be cancelled; cancelled ones can then be bulk-deleted. */
export function canCancelReservation(r: ReservationLike, now: Date): boolean {
  return isReservationActive(r, now);
}

/**
 * POST /api/reservations. Quantity 1–99: a stall reservation is a household purchase, and the cap stops a
 * typo from holding a whole stock for two hours.
 */
export const createReservationSchema = z.object({
  productId: z.preprocess((v) => (v === '' ? undefined : v), entityIdSchema),
  quantity: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({ error: reservationMessages.quantityInvalid })
        .int({ error: reservationMessages.quantityInvalid })
        .min(RESERVATION_QUANTITY.min, { error: reservationMessages.quantityMin })
        .max(RESERVATION_QUANTITY.max, { error: reservationMessages.quantityMax }),
    )
    .optional()
    .transform((q) => q ?? 1),
  note: z
    .string()
    .trim()
    .max(RESERVATION_NOTE_MAX, { error: reservationMessages.noteTooLong })
    .optional()
    .transform((n) => (n ? n : undefined)),
});
export type CreateReservationRequest = z.output<typeof createReservationSchema>;

/** PUT /api/reservations/{id}/status: the client only ever cancels. */
export const reservationStatusUpdateSchema = z.object({ status: z.literal('cancelled') });
