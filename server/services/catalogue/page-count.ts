/**
 * How many products a list matches (spec 001 §3's `totalCount`) without counting a city's catalogue on every
 * page: the count stops at EXACT_COUNT_CAP matches, so it costs at most that many index entries. Below the
 * cap it is exact; at or above it the planner's estimate stands in, kept consistent with what this page
 * proved (there is a next page, or this is the last one, which makes the total exact again).
 */

/** Every list of up to this many matches is counted exactly (about 40 pages of the home's 24). */
export const EXACT_COUNT_CAP = 1000;

export interface PageFacts {
  /** Rows skipped before this page. */
  offset: number;
  /** Rows on this page. */
  visible: number;
  /** A row after this page exists (the page was read with one row more than it shows). */
  hasNext: boolean;
  /** The count, stopped at EXACT_COUNT_CAP. */
  counted: number;
}

/**
 * The total to answer. `estimate` (a plan's row estimate) is asked only when the count reached the cap; the
 * answer never contradicts the page: a next page means more than offset + visible, and a page past the end
 * (nothing visible) never claims a total beyond what was skipped.
 */
export function totalOfPage(facts: PageFacts, estimate?: number): number {
  const { offset, visible, hasNext, counted } = facts;
  if (counted < EXACT_COUNT_CAP) return counted;
  if (!hasNext && visible > 0) return offset + visible;
  if (visible === 0) return Math.min(Math.max(EXACT_COUNT_CAP, Math.round(estimate ?? 0)), offset);
  return Math.max(EXACT_COUNT_CAP, Math.round(estimate ?? 0), offset + visible + (hasNext ? 1 : 0));
}
