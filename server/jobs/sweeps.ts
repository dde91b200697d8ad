/**
 * Periodic housekeeping of one server process, started by main.ts (never by the tests' app, which call the
 * sweep functions directly with the clock they want). Every sweep is safe to run in several processes at
 * once: each transition or insert is decided by a guarded statement, not by who ran first. The reservation
 * sweep, the alerts of promotions that start and the trial reminders are also taken by one replica at a time
 * (a session advisory lock tried, never waited for): the others skip that round instead of repeating the work.
 *
 * While the database is down (its LISTEN connection lost, or a run that failed because it could not reach it)
 * a sweep skips its round with a warning instead of an error; the next round runs as usual, so the work
 * resumes by itself once PostgreSQL is back. Nothing a sweep does is lost by a skipped round: each one
 * finds all the work due at its time.
 */
import type { FastifyInstance } from 'fastify';
import { TIME } from '../../src/domain/constants';
import { isDatabaseUnavailable } from '../db/unavailable';
import { purgeIdempotencyKeys } from '../http/idempotency';
import { purgeExpiredBuckets } from '../http/rate-limit';
import { announceEndedReservations } from '../realtime/reservation-events';
import { purgeExpiredTickets } from '../realtime/tickets';
import { alertPromotions } from '../services/shopper/follower-alerts';
import { expireReservations } from '../services/shopper/reservations';
import { sendTrialReminders } from './trial-reminders';

/** Advisory lock keys of the jobs that run on one replica at a time. */
export const JOB_LOCKS = { reservations: 7_413_101, trial: 7_413_102, promotions: 7_413_103 } as const;

export interface SweepOptions {
  now?: () => Date;
  reservationsEveryMs?: number;
  promotionsEveryMs?: number;
  housekeepingEveryMs?: number;
  trialEveryMs?: number;
}

/** Expired holds go back to stock and their shoppers are told. */
export async function sweepReservations(app: FastifyInstance, now: Date) {
  const result = await expireReservations(app.database.db, now);
  await announceEndedReservations(app, result, { byShopper: false });
  return result.ended.length;
}

/**
 * Followers hear of a promotion when it is news: one created running was told then; one that starts later is
 * told by the first round after its start (the alert's own SQL decides, exactly once).
 */
export async function sweepPromotions(app: FastifyInstance, now: Date) {
  return (await alertPromotions(app, null, now)).length;
}

export async function sweepHousekeeping(app: FastifyInstance, now: Date) {
  const { db } = app.database;
  const [keys, tickets, buckets] = await Promise.all([
    purgeIdempotencyKeys(db, now),
    purgeExpiredTickets(db, now),
    purgeExpiredBuckets(db, now),
  ]);
  return { keys, tickets, buckets };
}

/** Starts the timers; the returned function stops them and waits for a run in progress (called on shutdown). */
export function startSweeps(app: FastifyInstance, options: SweepOptions = {}): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const every = (ms: number, name: string, job: () => Promise<unknown>, runNow: boolean) => {
    let running = false;
    const tick = () => {
      // A slow database must not stack runs of the same sweep on top of each other.
      if (running || stopped) return;
      if (!app.database.listening()) {
        app.log.warn({ sweep: name }, 'sweep skipped: database unavailable');
        return;
      }
      running = true;
      const run = job()
        .catch((error: unknown) => {
          if (isDatabaseUnavailable(error))
            app.log.warn(
              { sweep: name, reason: (error as Error).message },
              'sweep skipped: database unavailable',
            );
          else app.log.error({ err: error, sweep: name }, 'sweep failed');
        })
        .finally(() => {
          running = false;
          inFlight.delete(run);
        });
      inFlight.add(run);
    };
    const timer = setInterval(tick, ms);
    timer.unref();
    timers.push(timer);
    if (runNow) tick();
  };
  const once = (key: number, job: () => Promise<unknown>) => () => app.database.exclusive(key, job);
  every(
    options.reservationsEveryMs ?? TIME.MINUTE,
    'reservations',
    once(JOB_LOCKS.reservations, () => sweepReservations(app, now())),
    true,
  );
  every(
    options.promotionsEveryMs ?? TIME.MINUTE,
    'promotions',
    once(JOB_LOCKS.promotions, () => sweepPromotions(app, now())),
    true,
  );
  every(options.housekeepingEveryMs ?? TIME.HOUR, 'housekeeping', () => sweepHousekeeping(app, now()), false);
  every(
    options.trialEveryMs ?? TIME.DAY,
    'trial',
    once(JOB_LOCKS.trial, () => sendTrialReminders(app, now())),
    true,
  );
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(inFlight);
  };
}
