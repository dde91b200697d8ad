import { sql } from 'drizzle-orm';
import { customType, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Money in BRL with two decimals, read as a JS number (amounts stay far below 2^53 cents). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Portuguese full-text document over unaccented text. `feira_unaccent` is an IMMUTABLE wrapper
 * (migration 0000) because unaccent() itself is only STABLE and generated columns need IMMUTABLE.
 */
export const searchDocument = (weighted: Array<[column: string, weight: 'A' | 'B' | 'C' | 'D']>) =>
  sql.raw(
    weighted
      .map(
        ([column, weight]) =>
          `setweight(to_tsvector('portuguese', feira_unaccent(coalesce(${column}, ''))), '${weight}')`,
      )
      .join(' || '),
  );

/**
 * The name as search compares it (unaccented, lower-case), stored: `feira_unaccent` is a SQL function that is
 * never inlined, and calling it on every candidate row cost most of a search (migration 0012).
 */
export const searchName = () => text('search_name').generatedAlwaysAs(sql.raw('feira_unaccent(lower(name))'));
