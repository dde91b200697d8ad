import { z } from 'zod';
import { PRODUCT_LIMITS } from '../limits';
import { productMessages as m } from '../messages';
import type { Money } from './money';
import { numberish, parseValue } from './parse';

/** One price rule everywhere: more than zero and at most R$ 999.999,99 (PRICE_TOO_HIGH above). */
export const priceAmountSchema = z.preprocess(
  numberish,
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? m.priceRequired : m.priceNotPositive),
    })
    .finite({ error: m.priceNotPositive })
    .min(PRODUCT_LIMITS.priceMin, { error: m.priceNotPositive })
    .max(PRODUCT_LIMITS.priceMax, { error: m.priceTooHigh }),
);

/** Products are priced in BRL (spec 001 §3). */
export function createPrice(amount: unknown): Money {
  return { amount: parseValue(priceAmountSchema, amount, 'price'), currency: 'BRL' };
}
