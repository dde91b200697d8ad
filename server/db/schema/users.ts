import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username'),
    phone: text('phone'),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    role: text('role', { enum: ['shopper', 'seller', 'admin'] })
      .notNull()
      .default('shopper'),
    avatarUrl: text('avatar_url'),
    /** Sellers start on a trial; the trial-ending notification reads this. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
    /** Set by an admin: the account cannot sign in and has no sessions. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Sessions keep only the SHA-256 of the 128-bit token: a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use tickets for opening /ws/notifications where a cookie cannot be sent: 60 s of life, only the
 * SHA-256 stored, deleted when used. A ticket is never a session, so a leaked URL opens at most one socket.
 */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session that asked for the ticket: the socket it opens belongs to that session (a password
     * change ends the OTHER sessions' sockets), and ending the session voids its unused tickets.
     */
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('realtime_tickets_expires_idx').on(t.expiresAt),
    // Ending a session deletes its tickets through the foreign key: without an index each delete scans.
    index('realtime_tickets_session_idx').on(t.sessionTokenHash),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every server process (login, code validation). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const proximityPreferences = pgTable('proximity_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  radiusMeters: integer('radius_meters').notNull().default(500),
  updatedAt: updatedAt(),
});
