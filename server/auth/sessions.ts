/**
 * Database sessions. The client holds a 128-bit random token (cookie or bearer); the table holds
 * only its SHA-256, so reading the table never yields a usable session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perHandle, perTick } from '../db/per-tick';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'feira_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, to keep reads free of writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'username' | 'phone' | 'avatarUrl'
>;

/** The columns of a signed-in user, as the session and the realtime ticket read them. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  username: users.username,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, userAgent?: string, now = new Date()) {
  const token = randomBytes(16).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
}

const sessionRows = perHandle((db: Db) =>
  perTick(async (tokenHashes: readonly string[]) => {
    const rows = await db
      .select({
        tokenHash: sessions.tokenHash,
        user: sessionUserColumns,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(inArray(sessions.tokenHash, [...new Set(tokenHashes)]));
    const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
    return tokenHashes.map((hash) => byHash.get(hash) ?? null);
  }),
);

export async function resolveSession(db: Db, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const row = await sessionRows(db).load(tokenHash);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user as SessionUser, tokenHash };
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, optionally keeping the one making the request. */
export async function deleteUserSessions(db: Db, userId: number, keepTokenHash?: string) {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}
