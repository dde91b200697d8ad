/**
 * The app's own usage events (install prompt shown, installed, opened standalone…), sent by any device, signed
 * in or not. Analytics must never make the app retry or fail: over the per-address limit an event is dropped
 * without a word, and the caller answers the same either way.
 */
import type { z } from 'zod';
import type { pwaEventSchema } from '../../../src/domain/api/push';
import { TIME } from '../../../src/domain/constants';
import type { Db } from '../../db/client';
import { pwaEvents } from '../../db/schema';
import { consume } from '../../http/rate-limit';

/** The endpoint is public: one address may report this many events a minute. */
const PWA_EVENTS_PER_MINUTE = 120;

/** Keeps one event with who sent it (null when signed out), unless its address is over the limit. */
export async function recordPwaEvent(
  db: Db,
  { event, ...payload }: z.output<typeof pwaEventSchema>,
  from: { ip: string; userId: number | null },
): Promise<void> {
  const limit = await consume(db, `pwa:ip:${from.ip}`, PWA_EVENTS_PER_MINUTE, TIME.MINUTE);
  if (!limit.allowed) return;
  await db.insert(pwaEvents).values({ event, payload: { ...payload, userId: from.userId } });
}
