/**
 * Short-lived, single-use tickets for opening /ws/notifications without the cookie (a client on another
 * origin, or one that keeps the session as a bearer token). The URL of a WebSocket ends up in logs, so it
 * never carries the session itself: a ticket lives 60 s, only its SHA-256 is stored, and it is deleted by
 * the very statement that accepts it, so it opens at most one socket, on any server process. A ticket
 * belongs to the session that asked for it: the socket it opens is that session's (so a password change
 * can end the other sessions' sockets and keep this one), and ending the session voids its unused tickets.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { TIME } from '../../src/domain/constants';
import { hashToken, type SessionUser, sessionUserColumns } from '../auth/sessions';
import type { Db } from '../db/client';
import { realtimeTickets, users } from '../db/schema';
import { unauthorized } from '../http/errors';

export const TICKET_TTL_MS = 60 * TIME.SECOND;

/** `sessionTokenHash` is the caller's session (request.sessionTokenHash); a request without one has no user. */
export async function issueTicket(db: Db, userId: number, sessionTokenHash: string | null, now = new Date()) {
  if (!sessionTokenHash) throw unauthorized();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await db
    .insert(realtimeTickets)
    .values({ tokenHash: hashToken(ticket), userId, sessionTokenHash, expiresAt, createdAt: now });
  return { ticket, expiresAt };
}

export interface TicketHolder {
  user: SessionUser;
  sessionTokenHash: string;
}

export async function consumeTicket(db: Db, ticket: string, now = new Date()): Promise<TicketHolder | null> {
  if (ticket.length === 0 || ticket.length > 100) return null;
  const [used] = await db
    .delete(realtimeTickets)
    .where(and(eq(realtimeTickets.tokenHash, hashToken(ticket)), gt(realtimeTickets.expiresAt, now)))
    .returning({ userId: realtimeTickets.userId, sessionTokenHash: realtimeTickets.sessionTokenHash });
  if (!used) return null;
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, used.userId));
  return user ? { user, sessionTokenHash: used.sessionTokenHash } : null;
}

export async function purgeExpiredTickets(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(realtimeTickets)
    .where(lt(realtimeTickets.expiresAt, now))
    .returning({ tokenHash: realtimeTickets.tokenHash });
  return removed.length;
}
