/**
 * Fixed-window rate limiting stored in `rate_limit_buckets`, so every server process sharing one
 * database sees the same counters (an in-memory limiter would give each process its own allowance).
 * Used by login and password recovery here, and by coupon code validation.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rateLimitBuckets } from '../db/schema';
import { HttpError } from './errors';

export interface RateLimitResult {
  /** False once the window has seen more than `limit` hits (the hit that crossed it included). */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  remaining: number;
  resetAt: Date;
  /** Whole seconds until the window ends; what a Retry-After header carries. */
  retryAfterSeconds: number;
}

type Executor = Db | Tx;

/**
 * Counts one hit on `key` and tells whether it is within `limit` per `windowMs`. One upsert, so
 * concurrent hits from several processes can never both read the same count (no read-then-write race):
 * the row lock of ON CONFLICT serialises them.
 */
export async function consume(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const newReset = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: newReset })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        // An expired window starts over instead of counting on.
        count: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
  const row = rows[0];
  if (!row) throw new Error(`rate limit upsert returned no row for ${key}`);
  return {
    allowed: row.count <= limit,
    count: row.count,
    remaining: Math.max(0, limit - row.count),
    resetAt: row.resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Forgets a key, e.g. the failure count of an account after a successful login. */
export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
}

/** Drops windows that ended before `before`; keeps the table from growing with every address ever seen. */
export async function purgeExpiredBuckets(db: Executor, before: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.resetAt, before))
    .returning({ key: rateLimitBuckets.key });
  return removed.length;
}

/** A 429 in the API's error shape, with Retry-After so clients and the service worker know when to retry. */
export function rateLimitedError(result: RateLimitResult, message: string): HttpError {
  return new HttpError(429, 'RATE_LIMITED', message, undefined, {
    'Retry-After': String(result.retryAfterSeconds),
  });
}
