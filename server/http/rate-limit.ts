/**
 * Fixed-window rate limiting stored in `rate_limit_buckets`, so every server process sharing one
 * database sees the same counters (an in-memory limiter would give each process its own allowance).
 * Used by login and password recovery, by coupon code validation, and by every write one account or address
 * can repeat (write-limits.ts), all through `enforceLimit`'s "count, or answer 429".
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
 * Counts `amount` hits (one by default; an upload counts its size) on `key` and tells whether it is within
 * `limit` per `windowMs`. One upsert, so concurrent hits from several processes can never both read the same
 * count (no read-then-write race): the row lock of ON CONFLICT serialises them.
 */
export async function consume(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
  amount = 1,
): Promise<RateLimitResult> {
  const newReset = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(rateLimitBuckets)
    .values({ key, count: amount, resetAt: newReset })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        // An expired window starts over instead of counting on.
        count: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then ${amount}::int else ${rateLimitBuckets.count} + ${amount}::int end`,
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

/** A limit: at most `limit` hits per `windowMs`, refused with `message` (given the whole minutes to wait). */
export interface LimitRule {
  limit: number;
  windowMs: number;
  message: (minutes: number) => string;
}

/**
 * Counts `amount` on `key` under `rule` and throws the 429 (Retry-After, the rule's pt-BR text) once the window
 * is over its limit: the one way a route or service says "this may be repeated only so often".
 */
export async function enforceLimit(
  db: Executor,
  key: string,
  rule: LimitRule,
  options: { amount?: number; now?: Date } = {},
): Promise<void> {
  const result = await consume(db, key, rule.limit, rule.windowMs, options.now, options.amount);
  if (!result.allowed)
    throw rateLimitedError(result, rule.message(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))));
}
