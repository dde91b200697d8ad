import type { z } from 'zod';
import { DomainError } from '../../errors';
import { codeForIssue, issuesToDetails } from '../issue-codes';

/**
 * Value objects validate with the same zod schema the requests use; a failure inside the entity is a refused
 * operation (BUSINESS_RULE_VIOLATION) whose details name the field and code.
 */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown, field: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = issuesToDetails(result.error.issues).map((d) => {
    const full = d.field ? `${field}.${d.field}` : field;
    return { field: full, message: d.message, code: codeForIssue(full, d.message) };
  });
  throw new DomainError('BUSINESS_RULE_VIOLATION', details[0]?.message ?? 'Valor inválido', details);
}

/** Empty or blank strings become undefined so "required" messages fire for form fields left empty. */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** Numeric strings (forms, query strings) become numbers; anything else is left for the schema to judge. */
export function numberish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isNaN(n) ? value : n;
}
