/**
 * Sessions for API tests. `login` goes through POST /api/auth/login (a real scrypt check, ~0.4 s: do it
 * once per suite); `sessionFor` creates a session row directly for suites that need many sessions of
 * the demo accounts (authorization matrix, fuzz) and are not about login itself.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSession, SESSION_COOKIE } from '../../../server/auth/sessions';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import type { DemoAccountKey } from '../../../server/db/seed/accounts';

export interface TestSession {
  userId: number;
  token: string;
  /** `Cookie` header value carrying the session. */
  cookie: string;
  /** `Authorization` header value carrying the same session. */
  bearer: string;
}

export const demoAccount = (key: DemoAccountKey) => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no demo account ${key}`);
  return account;
};

export const cookieFor = (token: string) => `${SESSION_COOKIE}=${token}`;

/**
 * The session token a login or registration set in its HttpOnly cookie (answers carry no token: the test plays
 * the browser, which keeps the cookie).
 */
export function sessionTokenOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header.map(String) : [String(header ?? '')];
  const token = cookies
    .map((c) => new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(c)?.[1])
    .find((value) => value !== undefined && value !== '');
  if (!token) throw new Error('the answer set no session cookie');
  return token;
}

let addressCounter = 0;
/**
 * A distinct client address per call (198.18.0.0/15 is reserved for tests), so suites that log in
 * many times do not trip the per-address login limit they are not testing.
 */
export function nextTestAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** Logs a demo account (or any email/password) in through the API. */
export async function login(
  app: FastifyInstance,
  who: DemoAccountKey | { email: string; password: string },
  options: { remoteAddress?: string } = {},
): Promise<TestSession> {
  const credentials = typeof who === 'string' ? demoAccount(who) : who;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: options.remoteAddress ?? nextTestAddress(),
    payload: { email: credentials.email, password: credentials.password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login of ${credentials.email} failed: ${res.statusCode} ${res.body}`);
  const token = sessionTokenOf(res);
  return {
    userId: (res.json() as { user: { id: number } }).user.id,
    token,
    cookie: cookieFor(token),
    bearer: `Bearer ${token}`,
  };
}

/** A fresh session of a demo account without the scrypt cost of a login. */
export async function sessionFor(database: Database, key: DemoAccountKey): Promise<TestSession> {
  const email = demoAccount(key).email;
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!row) throw new Error(`demo account ${email} is not seeded`);
  const { token } = await createSession(database.db, row.id);
  return { userId: row.id, token, cookie: cookieFor(token), bearer: `Bearer ${token}` };
}
