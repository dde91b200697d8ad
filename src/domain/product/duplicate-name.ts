import { appError } from '../errors';
import { productMessages as m } from './messages';
import { productNameKey } from './value-objects/product-name';

/**
 * Duplicate rule of spec 001 §5: same store, same name ignoring case, accents and extra spaces ("Pão" and
 * "pao" would confuse shoppers). `exceptId` excludes the product being renamed.
 */
export function findDuplicateName<T extends { id: string | number; name: string }>(
  name: string,
  existing: readonly T[],
  exceptId?: string | number,
): T | undefined {
  const key = productNameKey(name);
  return existing.find((p) => String(p.id) !== String(exceptId) && productNameKey(p.name) === key);
}

export function duplicateNameError(name: string) {
  const message = m.duplicateName(name);
  return appError('CONFLICT', message, [{ field: 'name', message, code: 'DUPLICATE_NAME' }]);
}

export function productNotOwnedError() {
  return appError('PRODUCT_NOT_OWNED', m.notOwned);
}
