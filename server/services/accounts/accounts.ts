/**
 * Accounts and sessions: registration, login (rate limited per account and per address), logout,
 * profile read/update and password change. Routes stay thin; every rule and transaction is here.
 */
import { and, eq } from 'drizzle-orm';
import { adminMessages } from '../../../src/domain/api/admin';
import {
  type AccountUser,
  accountMessages,
  type Profile,
  type ProfileUpdate,
  SELLER_TRIAL_DAYS,
} from '../../../src/domain/api/auth';
import { apiMessages } from '../../../src/domain/api/messages';
import { GENDERS, type LoginInput, type RegistrationInput } from '../../../src/domain/user';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/password';
import { createSession, deleteUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http/errors';
import { consume, purgeExpiredBuckets, rateLimitedError, resetRateLimit } from '../../http/rate-limit';
import { userStats } from './stats';
import { findUserByEmail, findUserById, toAccountUser, type UserRow } from './user';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Guesses allowed per account per window: enough for typos, far too few for a dictionary. */
export const LOGIN_ACCOUNT_LIMIT = 5;
/** Attempts per client address per window, over all accounts: stops one address spraying many accounts.
 * The default of LOGIN_LIMIT_PER_ADDRESS. */
export const LOGIN_ADDRESS_LIMIT = 20;
const REGISTER_WINDOW_MS = 60 * 60 * 1000;
/** Each registration costs a scrypt hash (~0.4 s of CPU); a cap per address keeps that from being a DoS lever. */
export const REGISTER_ADDRESS_LIMIT = 10;

export const loginAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;
export const loginAddressKey = (ip: string) => `login:ip:${ip}`;

export interface SessionResult {
  user: AccountUser;
  token: string;
  expiresAt: string;
}

interface ClientContext {
  ip: string;
  userAgent?: string | undefined;
  now?: Date;
}

const minutesUntil = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function isUniqueViolation(error: unknown): boolean {
  // node-postgres and PGlite put the SQLSTATE on the error; Drizzle wraps it as `cause`.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function startSession(db: Db, row: UserRow, context: ClientContext): Promise<SessionResult> {
  const session = await createSession(db, row.id, context.userAgent, context.now);
  return { user: toAccountUser(row), token: session.token, expiresAt: session.expiresAt.toISOString() };
}

export async function register(
  db: Db,
  input: RegistrationInput,
  context: ClientContext,
  options: { perAddressLimit?: number } = {},
): Promise<SessionResult> {
  const now = context.now ?? new Date();
  const limit = await consume(
    db,
    `register:ip:${context.ip}`,
    options.perAddressLimit ?? REGISTER_ADDRESS_LIMIT,
    REGISTER_WINDOW_MS,
    now,
  );
  if (!limit.allowed) {
    throw rateLimitedError(
      limit,
      `Muitos cadastros a partir deste endereço. Tente novamente em ${minutesUntil(limit.retryAfterSeconds)} minutos.`,
    );
  }
  // Checked before hashing so a duplicate costs no scrypt; the unique index still decides a race.
  if (await findUserByEmail(db, input.email)) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  let row: UserRow | undefined;
  try {
    [row] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        dateOfBirth: input.dateOfBirth ?? null,
        gender: input.gender ?? null,
        role: input.role,
        trialEndsAt: input.role === 'seller' ? new Date(now.getTime() + SELLER_TRIAL_DAYS * DAY_MS) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
  if (!row) throw new Error('insert into users returned no row');
  return startSession(db, row, { ...context, now });
}

/**
 * Both limits are counted BEFORE the password is checked, in one atomic upsert each, so concurrent
 * guesses from several processes cannot slip past the count. A success clears the account's count.
 */
export async function login(
  db: Db,
  input: LoginInput,
  context: ClientContext,
  options: { perAddressLimit?: number } = {},
): Promise<SessionResult> {
  const now = context.now ?? new Date();
  const addressLimit = options.perAddressLimit ?? LOGIN_ADDRESS_LIMIT;
  const byAddress = await consume(db, loginAddressKey(context.ip), addressLimit, LOGIN_WINDOW_MS, now);
  if (!byAddress.allowed) {
    throw rateLimitedError(
      byAddress,
      accountMessages.loginRateLimited(minutesUntil(byAddress.retryAfterSeconds)),
    );
  }
  const accountKey = loginAccountKey(input.email);
  const byAccount = await consume(db, accountKey, LOGIN_ACCOUNT_LIMIT, LOGIN_WINDOW_MS, now);
  if (!byAccount.allowed) {
    throw rateLimitedError(
      byAccount,
      accountMessages.loginRateLimited(minutesUntil(byAccount.retryAfterSeconds)),
    );
  }
  const row = await findUserByEmail(db, input.email);
  // An unknown email still pays for one scrypt, so response time does not reveal which accounts exist.
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !valid) throw unauthorized(accountMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  // Told only after the right password: a disabled account is not revealed to someone guessing.
  if (row.disabledAt) throw new HttpError(403, 'ACCOUNT_DISABLED', adminMessages.accountDisabled);
  await resetRateLimit(db, accountKey);
  // Housekeeping on the success path only, and rarely: old windows of every address ever seen.
  if (Math.random() < 0.02) await purgeExpiredBuckets(db, now);
  return startSession(db, row, { ...context, now });
}

export async function getAccountUser(db: Db, userId: number): Promise<AccountUser> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound(apiMessages.userNotFound, 'USER_NOT_FOUND');
  return toAccountUser(row);
}

function toProfile(row: UserRow, stats: Profile['stats']): Profile {
  const gender = GENDERS.find((g) => g === row.gender) ?? null;
  return { ...toAccountUser(row), dateOfBirth: row.dateOfBirth, gender, stats };
}

export async function getProfile(db: Db, userId: number, now: Date = new Date()): Promise<Profile> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound(apiMessages.userNotFound, 'USER_NOT_FOUND');
  return toProfile(row, await userStats(db, userId, now));
}

export async function updateProfile(db: Db, userId: number, update: ProfileUpdate): Promise<Profile> {
  // undefined = not sent (left alone); null = cleared.
  const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound(apiMessages.userNotFound, 'USER_NOT_FOUND');
  return toProfile(row, await userStats(db, userId));
}

/** Checks the current password, stores the new one and ends every OTHER session of the user. */
export async function changePassword(
  db: Db,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  keepSessionHash: string | null,
): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound(apiMessages.userNotFound, 'USER_NOT_FOUND');
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    // 400, not 401: a 401 would make the client treat a typo as an expired session and log the user out.
    throw badRequest(accountMessages.currentPasswordWrong, 'INVALID_CURRENT_PASSWORD', [
      {
        field: 'currentPassword',
        message: accountMessages.currentPasswordWrong,
        code: 'INVALID_CURRENT_PASSWORD',
      },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Compare-and-set on the old hash: a concurrent change or reset that won first is not silently overwritten.
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) {
      throw new HttpError(409, 'PASSWORD_CHANGED_CONCURRENTLY', apiMessages.passwordChangedElsewhere);
    }
    await deleteUserSessions(tx, userId, keepSessionHash ?? undefined);
  });
}
