/**
 * Stripe's documented test cards, as the local test-mode provider understands them: 4242… succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for a confirmation (3D Secure) first. Any other
 * number is refused with a hint; the form's other fields are checked like Stripe's form checks them.
 */
import { testCheckoutMessages as t } from '../../src/domain/billing';

export type CardOutcome = 'succeeds' | 'declined' | 'requires_action';

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requires_action',
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true; outcome: CardOutcome }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkTestCard(input: CardInput, now = new Date()): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
    return { ok: false, field: 'number', message: t.invalidNumber };
  }
  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = Number(expiry?.[1]);
  const yearText = expiry?.[2] ?? '';
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: t.invalidExpiry };
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // A card is valid through the last day of its month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, field: 'expiry', message: t.expiredCard };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: t.invalidCvc };
  const outcome = TEST_CARDS[number];
  return outcome ? { ok: true, outcome } : { ok: false, field: 'number', message: t.unknownTestCard };
}
