import { z } from 'zod';
import { productMessages as m } from '../messages';
import { parseValue } from './parse';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Positive integer without leading zeros, so "7" and "007" can never name two rows. */
const NUMERIC = /^[1-9]\d*$/;

/** Ids are kept as text ("42" or a UUID) so numeric and UUID ids share one type. */
export type EntityId = string;

export function isValidEntityId(value: string): boolean {
  if (UUID.test(value)) return true;
  return NUMERIC.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;
}

export const entityIdSchema = z
  .union([z.string(), z.number()], { error: m.invalidId })
  .transform((value) => String(value).trim())
  .refine(isValidEntityId, { error: m.invalidId });

export function createEntityId(value: unknown): EntityId {
  return parseValue(entityIdSchema, value, 'id');
}

/** Store ids are positive integers (spec 001 §3); numeric strings from URLs are accepted. */
export const storeIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? m.storeIdRequired : m.storeIdInvalid),
    })
    .int({ error: m.storeIdInvalid })
    .positive({ error: m.storeIdInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: m.storeIdInvalid }),
);
