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

/** Percentage off the price, two decimals; 0 when there is no discount. */
export function discountPercentageOf(price: number, discountedPrice: number | null): number {
  if (discountedPrice === null || price <= 0 || discountedPrice >= price) return 0;
  return Math.round(((price - discountedPrice) / price) * 10_000) / 100;
}
