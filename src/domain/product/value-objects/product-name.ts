import { z } from 'zod';
import { PRODUCT_LIMITS } from '../limits';
import { productMessages as m } from '../messages';
import { parseValue } from './parse';

/**
 * Spec 001 allows letters (with accents), digits, spaces and - . , ! ( ). Feira also allows ' / % & + because
 * real stall products need them ("Pão d'água", "Queijo 1/2 kg", "Suco 100% natural").
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} \-.,!()'’/%&+]+$/u;

export const productNameSchema = z
  .string({ error: m.nameRequired })
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: m.nameRequired, abort: true })
      .min(PRODUCT_LIMITS.nameMin, { error: m.nameTooShort, abort: true })
      .max(PRODUCT_LIMITS.nameMax, { error: m.nameTooLong, abort: true })
      .regex(NAME_CHARACTERS, { error: m.nameInvalidCharacters }),
  );

export function createProductName(value: unknown): string {
  return parseValue(productNameSchema, value, 'name');
}

/** Key used for the duplicate-name rule: trimmed, spaces collapsed, case- and accent-insensitive. */
export function productNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}
