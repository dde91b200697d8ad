import { z } from 'zod';

/**
 * An object with exactly the given keys, each holding `value`: what `z.record(z.enum(keys), value)` means,
 * written so its JSON Schema lists the keys as properties (the record form says they are required without
 * defining them, which OpenAPI 3.0 cannot express).
 */
export function keyedObject<const K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}
