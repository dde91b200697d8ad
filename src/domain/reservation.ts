import { z } from 'zod';
import { entityIdSchema } from './product/value-objects/id';

export {
  effectiveReservationStatus,
  RESERVATION_NOTE_MAX,
  RESERVATION_QUANTITY,
  RESERVATION_STATUSES,
  type ReservationStatus,
  reservationExpiresAt,
} from './reservation-rules';
export { RESERVATION_HOLD_TEXT, reservationHoldTexts } from './reservation-texts';

import { RESERVATION_NOTE_MAX, RESERVATION_QUANTITY, reservationMessages } from './reservation-rules';

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
