import { DomainError } from '../errors';
import { isForSale, type ProductStatus } from './status';
import type { Money } from './value-objects/money';
import type { Stock } from './value-objects/stock';

type InvariantState = {
  price: Money;
  discountedPrice: Money | null;
  stock: Stock;
  status: ProductStatus;
  isHighlighted: boolean;
};

/** The three invariants of spec 001 §4; a violation is a bug or corrupt data, never a user error. */
export function invariantViolations(state: InvariantState): { code: string; message: string }[] {
  const violations: { code: string; message: string }[] = [];
  if (state.discountedPrice !== null && !(state.discountedPrice.amount < state.price.amount)) {
    violations.push({ code: 'INVALID_DISCOUNT', message: 'O preço com desconto deve ser menor que o preço' });
  }
  if (state.isHighlighted && !isForSale(state.status, state.stock)) {
    violations.push({
      code: 'HIGHLIGHTED_MUST_BE_AVAILABLE',
      message: 'Um produto em destaque deve estar disponível para venda',
    });
  }
  if (state.status === 'DISCONTINUED' && state.isHighlighted) {
    violations.push({
      code: 'HIGHLIGHTED_MUST_BE_AVAILABLE',
      message: 'Um produto descontinuado nunca está em destaque',
    });
  }
  return violations;
}

export function assertInvariants(state: InvariantState): void {
  const violations = invariantViolations(state);
  const first = violations[0];
  if (first) {
    throw new DomainError(
      'INVARIANT_VIOLATION',
      first.message,
      violations.map((v) => ({ field: 'product', ...v })),
    );
  }
}
