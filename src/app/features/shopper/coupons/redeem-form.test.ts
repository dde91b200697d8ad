import { describe, expect, it } from 'vitest';
import { redemptionPrefill } from './redeem-form';

describe('coupon redemption form (spec 000 §5)', () => {
  it('prefills the name (name, else first + last, else username) and the phone', () => {
    expect(redemptionPrefill({ name: 'Ana Souza', phone: '11999990000' })).toEqual({
      customerName: 'Ana Souza',
      customerPhone: '11999990000',
    });
    expect(redemptionPrefill({ name: ' ', firstName: 'Ana', lastName: 'Lima' }).customerName).toBe(
      'Ana Lima',
    );
    expect(redemptionPrefill({ username: 'aninha' }).customerName).toBe('aninha');
    expect(redemptionPrefill(null)).toEqual({ customerName: '', customerPhone: '' });
  });
});
