import { z } from 'zod';
import { productMessages as m } from '../messages';

export const CURRENCIES = ['BRL', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Money = { readonly amount: number; readonly currency: Currency };

export const currencySchema = z.enum(CURRENCIES, { error: m.currencyInvalid });

export const moneySchema = z.object({
  amount: z
    .number({ error: m.moneyInvalid })
    .finite({ error: m.moneyInvalid })
    .min(0, { error: m.moneyNegative }),
  currency: currencySchema,
});

/** Money math in cents avoids 0.1 + 0.2 drift in totals shown to sellers. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function moneyEquals(a: Money | null, b: Money | null): boolean {
  if (a === null || b === null) return a === b;
  return a.amount === b.amount && a.currency === b.currency;
}
