/**
 * The domain's visibility rules (src/domain/visibility.ts) as Drizzle conditions: each condition of the list
 * becomes its SQL form over the column that holds the field, so every public query filters by the same
 * definition the app evaluates. A query using `publicSql(kind)` joins the tables of every part the kind needs
 * (a promotion: promotions, products and stores).
 */
import { and, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  VISIBILITY_NEEDS,
  VISIBILITY_RULES,
  type VisibilityCondition,
  type VisibilityFacts,
  type VisibilityKind,
  type VisibilityPart,
} from '../../../src/domain/visibility';
import { coupons, products, promotions, stores } from '../../db/schema';

/** The column of every field a condition reads; a field added to the domain without its column fails here. */
const COLUMNS = {
  store: { isActive: stores.isActive, suspendedAt: stores.suspendedAt },
  product: { status: products.status },
  promotion: { isActive: promotions.isActive, startsAt: promotions.startsAt, endsAt: promotions.endsAt },
  coupon: { isActive: coupons.isActive },
} satisfies { [P in VisibilityPart]: { [F in keyof VisibilityFacts[P]]: AnyPgColumn } };

function conditionSql(column: AnyPgColumn, condition: VisibilityCondition, now: Date): SQL {
  switch (condition.is) {
    case 'true':
      return eq(column, true);
    case 'unset':
      return isNull(column);
    case 'one-of':
      return inArray(column, [...condition.values]);
    case 'reached':
      return lte(column, now);
    case 'ahead':
      return gt(column, now);
  }
}

/** One part's own conditions (a promotion running at `now`, a product in a public status). */
export function rulesSql(part: VisibilityPart, now: Date = new Date()): SQL {
  const columns: Record<string, AnyPgColumn> = COLUMNS[part];
  const conditions: readonly VisibilityCondition[] = VISIBILITY_RULES[part];
  return and(
    ...conditions.map((c) => {
      const column = columns[c.field];
      if (!column) throw new Error(`no column for ${part}.${c.field}`);
      return conditionSql(column, c, now);
    }),
  ) as SQL;
}

/** Shoppers may see it at `now`: the kind's own conditions and those of every part holding it. */
export function publicSql(kind: VisibilityKind, now: Date = new Date()): SQL {
  const parts: readonly VisibilityPart[] = VISIBILITY_NEEDS[kind];
  return and(...parts.map((part) => rulesSql(part, now))) as SQL;
}
