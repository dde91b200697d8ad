/**
 * The reservation texts that name the hold (spec 000 §4), derived from RESERVATION_HOLD_MS. Apart from
 * reservation-rules.ts, which the data layer loads on the first route: only the screens that say it load these.
 */
import { RESERVATION_HOLD_MS } from './constants';

const HOLD_HOURS = RESERVATION_HOLD_MS / 3_600_000;

/** How long a reservation is held, as the screens say it ("2 horas"), derived from RESERVATION_HOLD_MS. */
export const RESERVATION_HOLD_TEXT = `${HOLD_HOURS} ${HOLD_HOURS === 1 ? 'hora' : 'horas'}`;

/** The reservation texts that name the hold (spec 000 §4). */
export const reservationHoldTexts = {
  explained: `Cada reserva fica separada por ${RESERVATION_HOLD_TEXT} para você retirar na barraca.`,
  productHint: `Reservas ficam separadas por ${RESERVATION_HOLD_TEXT} para retirada na barraca.`,
  done: `Pronto! O produto fica separado por ${RESERVATION_HOLD_TEXT}. Retire na barraca e pague lá.`,
} as const;
