import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS } from './billing/plans';
import {
  type CalculatorInput,
  calculatePrice,
  calculatorInputSchema,
  calculatorMessages,
} from './price-calculator';
import { PRODUCT_LIMITS } from './product/limits';

const base: CalculatorInput = {
  unitCost: 6,
  marketFeePerDay: 40,
  otherCostsPerDay: 20,
  cardSharePercent: 50,
  cardFeePercent: 4,
  marginPercent: 30,
  plan: 'gratis',
  marketDaysPerMonth: 8,
};

const ok = (input: CalculatorInput) => {
  const outcome = calculatePrice(input);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
};

describe('price calculator', () => {
  it('prices so the margin and the card fee come out of the price', () => {
    // 6 / (1 − 0.5 × 0.04 − 0.30) = 6 / 0.68 = 8.8235… → R$ 8,83 (rounded up to the cent).
    const r = ok(base);
    expect(r.suggestedPrice).toBe(8.83);
    expect(r.cardFeePerUnit).toBe(0.18); // 8.83 × 0.02 = 0.1766
    expect(r.profitPerUnit).toBe(2.65); // 8.83 − 6 − 0.1766 = 2.6534
    expect(r.planCostPerDay).toBe(0);
    expect(r.fixedCostsPerDay).toBe(60);
    expect(r.breakEvenUnits).toBe(23); // 60 / 2.6534 = 22.6…
  });

  it('spreads the Feira plan over the market days and counts it in the break-even', () => {
    const r = ok({ ...base, plan: 'feira', marketDaysPerMonth: 4 });
    expect(r.planCostPerDay).toBe(7.48); // 29.90 / 4 = 7.475
    expect(r.fixedCostsPerDay).toBe(67.48);
    expect(r.breakEvenUnits).toBe(Math.ceil((60 + PLANS.feira.priceMonthly / 4) / (8.83 - 6 - 8.83 * 0.02)));
  });

  it('without a margin or fees the price is the cost and nothing is left to cover the day', () => {
    const input = { ...base, cardSharePercent: 0, marginPercent: 0 };
    expect(calculatePrice(input)).toEqual({ ok: false, message: calculatorMessages.noProfitPerUnit });
    const free = ok({ ...input, marketFeePerDay: 0, otherCostsPerDay: 0 });
    expect(free).toMatchObject({ suggestedPrice: 6, profitPerUnit: 0, breakEvenUnits: 0 });
  });

  it('an exact division needs no extra unit', () => {
    // 10 / (1 − 0.5) = 20; profit 10 per unit; 30 of costs → exactly 3 units.
    const r = ok({
      ...base,
      unitCost: 10,
      cardSharePercent: 0,
      marginPercent: 50,
      marketFeePerDay: 30,
      otherCostsPerDay: 0,
    });
    expect(r).toMatchObject({ suggestedPrice: 20, profitPerUnit: 10, breakEvenUnits: 3 });
  });

  it('refuses a margin plus fee of 100 % and a price above the product maximum', () => {
    expect(calculatePrice({ ...base, marginPercent: 95, cardSharePercent: 100, cardFeePercent: 5 })).toEqual({
      ok: false,
      message: calculatorMessages.impossible,
    });
    expect(calculatePrice({ ...base, unitCost: 900_000 })).toEqual({
      ok: false,
      message: calculatorMessages.priceTooHigh,
    });
  });

  it('never suggests less than the margin asked for, nor a price outside the product rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 80 }),
        (unitCost, cardSharePercent, cardFeePercent, marginPercent) => {
          const outcome = calculatePrice({
            ...base,
            unitCost,
            cardSharePercent,
            cardFeePercent,
            marginPercent,
          });
          if (!outcome.ok) return;
          const { suggestedPrice: p } = outcome.result;
          expect(p).toBeGreaterThanOrEqual(PRODUCT_LIMITS.priceMin);
          expect(p).toBeLessThanOrEqual(PRODUCT_LIMITS.priceMax);
          expect(Math.round(p * 100)).toBeCloseTo(p * 100, 6);
          const left = p - unitCost - p * (cardSharePercent / 100) * (cardFeePercent / 100);
          expect(left / p).toBeGreaterThanOrEqual(marginPercent / 100 - 1e-9);
          // One cent less would not reach the margin (the price is the smallest that does).
          const q = p - 0.01;
          if (q >= unitCost && q > 0) {
            const leftQ = q - unitCost - q * (cardSharePercent / 100) * (cardFeePercent / 100);
            expect(leftQ / q).toBeLessThan(marginPercent / 100 + 1e-9);
          }
        },
      ),
    );
  });
});

describe('calculator form input', () => {
  it('reads amounts typed with a comma and empty optional fields as zero', () => {
    const parsed = calculatorInputSchema.parse({
      unitCost: '6,50',
      marketFeePerDay: '',
      otherCostsPerDay: '12,5',
      cardSharePercent: '50',
      cardFeePercent: '4,98',
      marginPercent: '30',
      plan: 'feira',
      marketDaysPerMonth: '8',
    });
    expect(parsed).toMatchObject({
      unitCost: 6.5,
      marketFeePerDay: 0,
      otherCostsPerDay: 12.5,
      cardFeePercent: 4.98,
    });
  });

  it('says in Portuguese what is wrong with each field', () => {
    const result = calculatorInputSchema.safeParse({
      unitCost: '',
      marketFeePerDay: '-1',
      otherCostsPerDay: 'abc',
      cardSharePercent: '120',
      cardFeePercent: '40',
      marginPercent: '99',
      plan: 'feira',
      marketDaysPerMonth: '0',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(byField).toEqual({
      unitCost: calculatorMessages.costRequired,
      marketFeePerDay: calculatorMessages.amountNegative,
      otherCostsPerDay: calculatorMessages.amountInvalid,
      cardSharePercent: calculatorMessages.percentInvalid,
      cardFeePercent: calculatorMessages.cardFeeTooHigh,
      marginPercent: calculatorMessages.marginTooHigh,
      marketDaysPerMonth: calculatorMessages.marketDaysInvalid,
    });
  });
});
