/**
 * The push subscriptions of each user: a Web Push subscription (endpoint + keys) or an FCM token, one row per
 * endpoint. The endpoint belongs to a browser profile, so registering it again (even as another user, after
 * a logout/login on the same device) moves it instead of duplicating it. Where an endpoint may point is
 * checked by server/push/endpoint-guard.ts, at registration and again at every send.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { pushMessages, webPushSubscriptionSchema } from '../../../src/domain/api/push';
import type { Db } from '../../db/client';
import { perHandle, perTick } from '../../db/per-tick';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { PushTarget } from '../../push/sender';

export interface ParsedToken {
  kind: 'webpush' | 'fcm';
  endpoint: string;
  keys: { p256dh: string; auth: string } | null;
}

/** FCM registration tokens are long URL-safe strings; anything else that is not a subscription is refused. */
const FCM_TOKEN = /^[A-Za-z0-9_:.-]{20,4096}$/;
/**
 * Subscriptions kept per user (their newest): one per browser profile the user enabled notifications in. Each
 * one is a POST on every notification, so an account cannot pile them up.
 */
export const PUSH_SUBSCRIPTIONS_KEPT_PER_USER = 10;

/** What the token says, read but not yet trusted: the route checks a Web Push endpoint before storing it. */
export function parsePushToken(token: string): ParsedToken {
  if (token.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(token);
    } catch {
      throw badRequest(pushMessages.tokenInvalid, 'PUSH_TOKEN_INVALID');
    }
    const parsed = webPushSubscriptionSchema.safeParse(json);
    if (!parsed.success) throw badRequest(pushMessages.tokenInvalid, 'PUSH_TOKEN_INVALID');
    return { kind: 'webpush', endpoint: parsed.data.endpoint, keys: parsed.data.keys };
  }
  if (!FCM_TOKEN.test(token)) throw badRequest(pushMessages.tokenInvalid, 'PUSH_TOKEN_INVALID');
  return { kind: 'fcm', endpoint: token, keys: null };
}

/**
 * Registers (or moves) the device's subscription to the user and to the session that asked: the session's end
 * removes it (the foreign key cascades), so a sign-out, even one replayed much later, silences only this device.
 * The user's oldest beyond the kept number are dropped.
 */
export async function registerPushSubscription(
  db: Db,
  userId: number,
  parsed: ParsedToken,
  sessionTokenHash: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        kind: parsed.kind,
        endpoint: parsed.endpoint,
        keys: parsed.keys,
        deviceType: 'web',
        sessionTokenHash,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        // Registered again: it counts as the newest of the user's devices.
        set: { userId, kind: parsed.kind, keys: parsed.keys, sessionTokenHash, createdAt: sql`now()` },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_KEPT_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/**
 * Removes one device's subscription of the user: the one named (its endpoint or FCM token), or, when none is
 * named, the ones the calling session registered. Never every device of the user: one phone turning push off
 * must not silence the others.
 */
export async function unregisterPushSubscription(
  db: Db,
  userId: number,
  device: { endpoint: string } | { sessionTokenHash: string | null },
): Promise<number> {
  if ('sessionTokenHash' in device && device.sessionTokenHash === null) return 0;
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        'endpoint' in device
          ? eq(pushSubscriptions.endpoint, device.endpoint)
          : eq(pushSubscriptions.sessionTokenHash, device.sessionTokenHash ?? ''),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/**
 * Whether the calling session registered a subscription that is still there: the app's one cookie session is
 * its device, so this is "does the server still push to this phone" (a 404/410 or the session's end removes it).
 */
export async function sessionHasPushSubscription(
  db: Db,
  userId: number,
  sessionTokenHash: string | null,
): Promise<boolean> {
  if (sessionTokenHash === null) return false;
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.sessionTokenHash, sessionTokenHash)),
    )
    .limit(1);
  return row !== undefined;
}

/** The push targets looked up in one turn of the event loop, in one read. */
const targetsOf = perHandle((db: Db) =>
  perTick(async (userIds: readonly number[]) => {
    const rows = await db
      .select({
        userId: pushSubscriptions.userId,
        id: pushSubscriptions.id,
        kind: pushSubscriptions.kind,
        endpoint: pushSubscriptions.endpoint,
        keys: pushSubscriptions.keys,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]))
      .orderBy(pushSubscriptions.id);
    return userIds.map((userId) =>
      rows.filter((row) => row.userId === userId).map(({ userId: _, ...target }) => target),
    );
  }),
);

export function pushTargetsOf(db: Db, userId: number): Promise<PushTarget[]> {
  return targetsOf(db).load(userId);
}

export async function deletePushTargets(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
