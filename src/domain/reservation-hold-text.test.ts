import { describe, expect, it } from 'vitest';
import { RESERVATION_HOLD_MS } from './constants';
import { RESERVATION_HOLD_TEXT, reservationHoldTexts } from './reservation-texts';

describe('the hold, as the screens say it', () => {
  it('is derived from RESERVATION_HOLD_MS', () => {
    expect(RESERVATION_HOLD_MS).toBe(2 * 60 * 60 * 1000);
    expect(RESERVATION_HOLD_TEXT).toBe('2 horas');
    expect(reservationHoldTexts.done).toBe(
      'Pronto! O produto fica separado por 2 horas. Retire na barraca e pague lá.',
    );
  });
});
