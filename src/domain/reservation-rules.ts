/**
 * Reservation statuses and hold rules (spec 000 §4), without zod: the data layer's start-up path and the
 * reservation screens import them; the request schema lives in reservation.ts.
 */
import { RESERVATION_HOLD_MS } from './constants';

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
function isReservationActive(r: ReservationLike, now: Date): boolean {
  return r.status === 'pending' && new Date(r.expiresAt).getTime() > now.getTime();
}

/** The server may not have swept yet: a pending reservation past its hold is shown as expired. */
export function effectiveReservationStatus(r: ReservationLike, now: Date): ReservationStatus {
  return r.status === 'pending' && !isReservationActive(r, now) ? 'expired' : r.status;
}

export function reservationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RESERVATION_HOLD_MS);
}
