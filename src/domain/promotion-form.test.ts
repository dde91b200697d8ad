import { describe, expect, it } from 'vitest';
import { sellerMessages } from './api/seller';
import { promotionFormSchema, promotionPhase } from './promotion-form';

describe('promotion form', () => {
  const typed = {
    productId: '7',
    title: ' Queima de tomate ',
    description: '',
    promotionalPrice: '4,50',
    startsAt: '2026-03-01T23:30',
    endsAt: '2026-03-02T06:00',
    isFlash: 'true',
    isActive: 'false',
  };

  it('reads the typed values: decimal comma, São Paulo wall time, checkboxes', () => {
    expect(promotionFormSchema.parse(typed)).toEqual({
      productId: 7,
      title: 'Queima de tomate',
      description: null,
      promotionalPrice: 4.5,
      startsAt: '2026-03-02T02:30:00.000Z',
      endsAt: '2026-03-02T09:00:00.000Z',
      isFlash: true,
      isActive: false,
    });
  });

  it("answers the server's messages", () => {
    const result = promotionFormSchema.safeParse({
      ...typed,
      title: '',
      promotionalPrice: '0',
      endsAt: typed.startsAt,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([sellerMessages.promotionTitleRequired, sellerMessages.promotionPriceInvalid]),
    );
    const order = promotionFormSchema.safeParse({ ...typed, endsAt: typed.startsAt });
    expect(order.error?.issues.map((i) => i.message)).toEqual([sellerMessages.promotionEndBeforeStart]);
  });

  it('places a promotion as scheduled, active or ended', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const p = { startsAt: '2026-03-02T10:00:00Z', endsAt: '2026-03-02T14:00:00Z', isActive: true };
    expect(promotionPhase(p, now)).toBe('active');
    expect(promotionPhase({ ...p, startsAt: '2026-03-02T13:00:00Z' }, now)).toBe('scheduled');
    expect(promotionPhase({ ...p, endsAt: '2026-03-02T12:00:00Z' }, now)).toBe('ended');
    expect(promotionPhase({ ...p, isActive: false }, now)).toBe('ended');
  });
});
