/**
 * Sessions for API tests, the one place they are made. `login` goes through POST /api/auth/login (a real
 * scrypt check, ~0.4 s: do it once per suite); `sessionFor` creates a session row directly, as a login
 * would, for suites that are not about login itself; `sessionOf` takes the session a login or registration
 * answer set in its cookie. Each gives the token both ways a client sends it: the cookie (the app) and the
 * bearer header (`bearerFor`, an API consumer).
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
  /** Headers for `app.inject` carrying the same session as a bearer token. */
  headers: { authorization: string };
}

export const demoAccount = (key: DemoAccountKey) => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no demo account ${key}`);
  return account;
};

export const cookieFor = (token: string) => `${SESSION_COOKIE}=${token}`;

/** The `Authorization` header of a session token, as an API consumer sends it. */
export const bearerFor = (token: string) => ({ authorization: `Bearer ${token}` });

const withToken = (userId: number, token: string): TestSession => ({
  userId,
  token,
  cookie: cookieFor(token),
  headers: bearerFor(token),
});

const sessionCookiesOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .filter((c) => c.startsWith(`${SESSION_COOKIE}=`));

/** The `Set-Cookie` line of an answer that carries the session cookie (attributes included), if any. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  return sessionCookiesOf(response)[0];
}

/**
 * The session token a login or registration set in its HttpOnly cookie (answers carry no token: the test plays
 * the browser, which keeps the cookie).
 */
export function sessionTokenOf(response: { headers: Record<string, unknown> }): string {
  const token = sessionCookiesOf(response)
    .map((c) => c.slice(SESSION_COOKIE.length + 1).split(';')[0])
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
  return sessionOf(res);
}

/** The session a login or registration answer set in its cookie, for the user the answer names. */
export function sessionOf(response: { headers: Record<string, unknown>; json(): unknown }): TestSession {
  return withToken((response.json() as { user: { id: number } }).user.id, sessionTokenOf(response));
}

/**
 * A fresh session of a demo account, or of any account by e-mail or id, as a login would make it (without the
 * scrypt cost of one).
 */
export async function sessionFor(
  database: Pick<Database, 'db'>,
  who: DemoAccountKey | { email: string } | { userId: number },
): Promise<TestSession> {
  const userId = typeof who === 'object' && 'userId' in who ? who.userId : await userIdOf(database, who);
  const { token } = await createSession(database.db, userId);
  return withToken(userId, token);
}

async function userIdOf(database: Pick<Database, 'db'>, who: DemoAccountKey | { email: string }) {
  const email = (typeof who === 'string' ? demoAccount(who).email : who.email).toLowerCase();
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}
