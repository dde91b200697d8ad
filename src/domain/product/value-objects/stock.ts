import { z } from 'zod';
import { DomainError } from '../../errors';
import { PRODUCT_LIMITS } from '../limits';
import { productMessages as m } from '../messages';
import { numberish, parseValue } from './parse';
import type { Stock } from './stock-level';

export { isStockAvailable, type Stock } from './stock-level';

export const stockSchema = z.preprocess(
  numberish,
  z
    .number({ error: m.stockNotInteger })
    .int({ error: m.stockNotInteger })
    .min(0, { error: m.stockNegative })
    .max(PRODUCT_LIMITS.stockMax, { error: m.stockTooHigh })
    .nullable(),
);

export const quantitySchema = z.preprocess(
  numberish,
  z
    .number({ error: m.quantityNotPositive })
    .int({ error: m.quantityNotPositive })
    .positive({ error: m.quantityNotPositive }),
);

export function createStock(value: unknown): Stock {
  return parseValue(stockSchema, value, 'stock');
}

/** Adds a positive amount; unlimited stays unlimited. */
export function increaseStock(stock: Stock, amount: number): Stock {
  const quantity = parseValue(quantitySchema, amount, 'quantity');
  if (stock === null) return null;
  return createStock(stock + quantity);
}

/** Removes a positive amount; refused when fewer units are left (message of spec 001 §5). */
export function reduceStock(stock: Stock, amount: number): Stock {
  const quantity = parseValue(quantitySchema, amount, 'quantity');
  if (stock === null) return null;
  if (quantity > stock) {
    throw new DomainError('BUSINESS_RULE_VIOLATION', m.insufficientStock, [
      { field: 'stock', message: m.insufficientStock, code: 'INSUFFICIENT_STOCK' },
    ]);
  }
  return stock - quantity;
}
