/** Turns a users row into the session/profile user of spec 000 §3 (the one place that knows the mapping). */
import { eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../src/domain/api/auth';
import { displayName, isAdmin, isSeller } from '../../../src/domain/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: displayName(row),
    username: row.username,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    role: row.role,
    isSeller: isSeller(row),
    isAdmin: isAdmin(row),
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Emails are unique case-insensitively (index on lower(email)); the schema already lower-cases input. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}
