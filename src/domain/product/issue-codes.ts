import type { z } from 'zod';
import type { ErrorDetail } from '../errors';
import { productMessages as m } from './messages';
import type { ProductValidationCode } from './validation-codes';

/**
 * zod issues carry only a message; the code each detail reports is derived from that message (every text is
 * unique), falling back to the code of the field. Keeps schemas free of side tables per check.
 */
const CODE_BY_MESSAGE = new Map<string, ProductValidationCode>([
  [m.invalidId, 'INVALID_ID'],
  [m.storeIdRequired, 'INVALID_STORE_ID'],
  [m.storeIdInvalid, 'INVALID_STORE_ID'],
  [m.categoryRequired, 'INVALID_CATEGORY'],
  [m.categoryInvalid, 'INVALID_CATEGORY'],
  [m.priceRequired, 'INVALID_PRICE'],
  [m.priceNotPositive, 'INVALID_PRICE'],
  [m.priceTooHigh, 'PRICE_TOO_HIGH'],
  [m.discountNotBelowPrice, 'INVALID_DISCOUNT'],
  [m.discountPercentageRange, 'INVALID_DISCOUNT'],
  [m.quantityNotPositive, 'INVALID_QUANTITY'],
  [m.insufficientStock, 'INSUFFICIENT_STOCK'],
  [m.atLeastOneField, 'NO_FIELDS'],
  [m.pageInvalid, 'INVALID_PAGE'],
  [m.limitInvalid, 'INVALID_LIMIT'],
  [m.minPriceInvalid, 'INVALID_MIN_PRICE'],
  [m.maxPriceInvalid, 'INVALID_MAX_PRICE'],
  [m.priceRangeInvalid, 'INVALID_PRICE_RANGE'],
  [m.sortInvalid, 'INVALID_SORT'],
  [m.statusInvalid, 'INVALID_STATUS'],
  [m.moneyNegative, 'INVALID_MONEY'],
  [m.moneyInvalid, 'INVALID_MONEY'],
  [m.currencyInvalid, 'INVALID_MONEY'],
]);

const CODE_BY_FIELD: Record<string, ProductValidationCode> = {
  productId: 'INVALID_ID',
  id: 'INVALID_ID',
  storeId: 'INVALID_STORE_ID',
  name: 'INVALID_NAME',
  description: 'INVALID_DESCRIPTION',
  category: 'INVALID_CATEGORY',
  price: 'INVALID_PRICE',
  discountedPrice: 'INVALID_DISCOUNT',
  stock: 'INVALID_STOCK',
  images: 'INVALID_IMAGES',
  statuses: 'INVALID_STATUS',
  page: 'INVALID_PAGE',
  limit: 'INVALID_LIMIT',
  minPrice: 'INVALID_MIN_PRICE',
  maxPrice: 'INVALID_MAX_PRICE',
  sort: 'INVALID_SORT',
};

export function codeForIssue(field: string, message: string): string {
  const root = field.split('.')[0] ?? '';
  if (root === 'images' && field.endsWith('.url')) return 'INVALID_IMAGE_URL';
  return CODE_BY_MESSAGE.get(message) ?? CODE_BY_FIELD[root] ?? 'INVALID_FIELD';
}

export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return { field, message: issue.message, code: codeForIssue(field, issue.message) };
  });
}
