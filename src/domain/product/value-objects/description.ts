import { z } from 'zod';
import { PRODUCT_LIMITS } from '../limits';
import { productMessages as m } from '../messages';
import { parseValue } from './parse';

/** Text or null; blank text is stored as null so "no description" has one representation. */
export const descriptionSchema = z
  .string({ error: m.textInvalid })
  .nullable()
  .transform((s) => (s === null || s.trim() === '' ? null : s.trim()))
  .refine((s) => s === null || s.length <= PRODUCT_LIMITS.descriptionMax, { error: m.descriptionTooLong });

export function createDescription(value: unknown): string | null {
  return parseValue(descriptionSchema, value, 'description');
}

export function wordCount(text: string | null): number {
  return text === null ? 0 : text.split(/\s+/).filter(Boolean).length;
}
