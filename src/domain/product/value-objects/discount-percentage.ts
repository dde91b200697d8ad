import { z } from 'zod';
import { productMessages as m } from '../messages';
import { parseValue } from './parse';

export const discountPercentageSchema = z
  .number({ error: m.discountPercentageRange })
  .min(0, { error: m.discountPercentageRange })
  .max(100, { error: m.discountPercentageRange });

export function createDiscountPercentage(value: number): number {
  return parseValue(discountPercentageSchema, value, 'discountPercentage');
}

// Shown on the shopper's product page, which must not load the schemas: it lives in ../discount.ts.
export { discountPercentageOf } from '../discount';
