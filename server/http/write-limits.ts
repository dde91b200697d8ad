/**
 * The limits on what one account or client address can repeat (ARCHITECTURE "Trust"). Each is a count per fixed
 * window in `rate_limit_buckets` (rate-limit.ts), so every replica of a fleet shares it, and is answered 429 with
 * Retry-After and a pt-BR text. The numbers are configuration (README, Configuration); the windows and the
 * reasons for the defaults are here. Counted before the work, like the login limits: a refused call costs one
 * upsert, never the scrypt, the image decoding or the push it would have led to.
 */
import { limitMessages } from '../../src/domain/api/messages';
import { TIME } from '../../src/domain/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { enforceLimit, type LimitRule } from './rate-limit';

/**
 * Why each default is what it is:
 * - reservations: each holds stock and sends the seller a notification and a push; a shopper reserves a handful
 *   of things at a market, not dozens an hour;
 * - password changes: each wrong current password costs a 128 MiB scrypt, like a login guess;
 * - uploads: a seller photographs a whole stall in one burst (dozens of photos), but each one is decoded and
 *   re-encoded; bytes are counted too, since one count allows files of any size up to the per-file cap;
 * - search tracking: anonymous, and it feeds the public "popular searches": counted per client address;
 * - realtime tickets: one per socket the app opens (reconnects included);
 * - push subscriptions: every stored one is a POST on every notification;
 * - coupon redemptions: each claims a use of a seller's limited coupon.
 */
const rules = (config: Config) =>
  ({
    reservation: {
      limit: config.RESERVATION_LIMIT_PER_HOUR,
      windowMs: TIME.HOUR,
      message: limitMessages.reservations,
    },
    passwordChange: {
      limit: config.PASSWORD_CHANGE_LIMIT_PER_HOUR,
      windowMs: TIME.HOUR,
      message: limitMessages.passwordChange,
    },
    upload: { limit: config.UPLOAD_LIMIT_PER_HOUR, windowMs: TIME.HOUR, message: limitMessages.uploads },
    /** Counted in KiB: a 32-bit count of bytes would overflow after 2 GiB of refused uploads. */
    uploadKib: {
      limit: config.UPLOAD_MB_PER_HOUR * 1024,
      windowMs: TIME.HOUR,
      message: limitMessages.uploads,
    },
    searchTrack: {
      limit: config.SEARCH_TRACK_LIMIT_PER_MINUTE,
      windowMs: TIME.MINUTE,
      message: limitMessages.searchTrack,
    },
    realtimeTicket: {
      limit: config.REALTIME_TICKET_LIMIT_PER_MINUTE,
      windowMs: TIME.MINUTE,
      message: limitMessages.realtimeTickets,
    },
    pushSubscription: {
      limit: config.PUSH_SUBSCRIPTION_LIMIT_PER_HOUR,
      windowMs: TIME.HOUR,
      message: limitMessages.pushSubscriptions,
    },
    couponRedemption: {
      limit: config.COUPON_REDEMPTION_LIMIT_PER_HOUR,
      windowMs: TIME.HOUR,
      message: limitMessages.couponRedemptions,
    },
  }) satisfies Record<string, LimitRule>;

export type WriteLimitName = keyof ReturnType<typeof rules>;

/** Who a limit counts: a signed-in user by id, an anonymous caller by client address (`request.ip`). */
export type LimitSubject = { userId: number } | { ip: string };

/**
 * Counts one call (or `amount`: an upload's KiB) of `name` for `subject`; throws the 429 when over the limit.
 * Every route calls this, the same way, before doing the work.
 */
export function enforceWriteLimit(
  app: { config: Config; database: { db: Db } },
  name: WriteLimitName,
  subject: LimitSubject,
  amount = 1,
): Promise<void> {
  const who = 'userId' in subject ? `user:${subject.userId}` : `ip:${subject.ip}`;
  return enforceLimit(app.database.db, `${name}:${who}`, rules(app.config)[name], { amount });
}
