/**
 * Password recovery: a single-use link valid for one hour. The token is 256 random bits; the table
 * holds only its SHA-256, so a leaked table cannot be used to take over accounts.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountMessages, PASSWORD_RESET_TTL_MS } from '../../../src/domain/api/auth';
import { hashPassword } from '../../auth/password';
import { deleteUserSessions, hashToken } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { consume, rateLimitedError } from '../../http/rate-limit';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/password-reset-mail';
import { findUserByEmail } from './user';

const RECOVERY_WINDOW_MS = 60 * 60 * 1000;
/** Reset mails per address per hour: more would let anyone flood a mailbox. Over it, nothing is sent. */
export const RECOVERY_MAILS_PER_ACCOUNT = 3;
/** Requests per client address per hour, over all e-mails. */
export const RECOVERY_REQUESTS_PER_ADDRESS = 20;

export interface ForgotPasswordContext {
  ip: string;
  /** Where the reset page lives: PUBLIC_ORIGIN, else the origin the request came to. */
  origin: string;
  now?: Date;
}

/**
 * Issues a reset link when the e-mail has an account. The caller answers the same thing either way;
 * the returned promise of the mail is not awaited by the route, so an SMTP round trip does not make
 * "account exists" measurably slower than "no account".
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  context: ForgotPasswordContext,
): Promise<{ mail: (mailer: Mailer) => Promise<void> } | null> {
  const now = context.now ?? new Date();
  const byAddress = await consume(
    db,
    `recovery:ip:${context.ip}`,
    RECOVERY_REQUESTS_PER_ADDRESS,
    RECOVERY_WINDOW_MS,
    now,
  );
  if (!byAddress.allowed) {
    throw rateLimitedError(
      byAddress,
      accountMessages.recoveryRateLimited(Math.ceil(byAddress.retryAfterSeconds / 60)),
    );
  }
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const byAccount = await consume(
    db,
    `recovery:account:${user.id}`,
    RECOVERY_MAILS_PER_ACCOUNT,
    RECOVERY_WINDOW_MS,
    now,
  );
  if (!byAccount.allowed) return null;

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the newest link works: an older mail lying in an inbox stops being a way in.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      createdAt: now,
    });
  });
  const link = `${context.origin}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    mail: (mailer) => mailer.send(passwordResetMail({ to: user.email, firstName: user.firstName, link })),
  };
}

const invalidToken = () =>
  badRequest(accountMessages.resetTokenInvalid, 'INVALID_RESET_TOKEN', [
    { field: 'token', message: accountMessages.resetTokenInvalid, code: 'INVALID_RESET_TOKEN' },
  ]);

/**
 * Sets a new password from a reset link and ends every session of the user (whoever asked for the
 * reset may be locking out an intruder). Returns the user id, for the force-logout event.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  now: Date = new Date(),
): Promise<number> {
  const tokenHash = hashToken(input.token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // A cheap look first, so a bogus token never costs a scrypt hash.
  const [candidate] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable);
  if (!candidate) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Claiming the token is the compare-and-set: of two concurrent uses, exactly one updates the row.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw invalidToken();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
    await deleteUserSessions(tx, claimed.userId);
    return claimed.userId;
  });
}
