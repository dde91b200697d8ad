import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions';
import { sessions } from '../../server/db/schema';
import {
  bearerFor,
  cookieFor,
  demoAccount,
  login,
  nextTestAddress,
  sessionCookieOf,
  sessionTokenOf,
} from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const newAccount = (overrides: Record<string, unknown> = {}) => ({
  email: `pessoa.${Math.random().toString(36).slice(2)}@exemplo.com.br`,
  password: 'uma senha boa',
  firstName: 'Joana',
  lastName: 'Lima',
  phone: '(11) 91234-5678',
  dateOfBirth: '1990-05-17',
  gender: 'female',
  role: 'shopper',
  ...overrides,
});

describe(`accounts and sessions (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: nextTestAddress(), ...options });

  it('registers a shopper, signs them in with an httpOnly SameSite=Lax cookie and a bearer token', async () => {
    const account = newAccount();
    const res = await inject({ method: 'POST', url: '/api/auth/register', payload: account });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: account.email,
      firstName: 'Joana',
      lastName: 'Lima',
      name: 'Joana Lima',
      phone: '11912345678',
      role: 'shopper',
      isSeller: false,
      isAdmin: false,
      trialEndsAt: null,
    });
    expect(body).not.toHaveProperty('user.passwordHash');
    // The session lives in the HttpOnly cookie only: no script can read it from the answer.
    expect(body).not.toHaveProperty('token');
    const token = sessionTokenOf(res);
    expect(token).toMatch(/^[\w-]{22}$/);

    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP, no proxy: a Secure cookie would never come back

    const viaCookie = await inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: cookieFor(token) },
    });
    expect(viaCookie.json()).toMatchObject({ authenticated: true, user: { email: account.email } });
    const viaBearer = await inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearerFor(token),
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().user.id).toBe(body.user.id);
  });

  it('gives a new seller a 30-day trial', async () => {
    const before = Date.now();
    const res = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ role: 'seller' }),
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({ role: 'seller', isSeller: true });
    const trialMs = new Date(user.trialEndsAt).getTime() - before;
    expect(trialMs).toBeGreaterThanOrEqual(30 * 86_400_000 - 60_000);
    expect(trialMs).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
  });

  it('refuses a second account with the same e-mail, in any letter case', async () => {
    const account = newAccount();
    expect((await inject({ method: 'POST', url: '/api/auth/register', payload: account })).statusCode).toBe(
      201,
    );
    const again = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, email: account.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Este e-mail já está cadastrado', code: 'EMAIL_TAKEN' });
  });

  it.each([
    [{ password: 'curta' }, 'password', 'Senha deve ter pelo menos 8 caracteres'],
    [{ password: 'x'.repeat(129) }, 'password', 'Senha deve ter no máximo 128 caracteres'],
    [{ email: 'não é e-mail' }, 'email', 'E-mail inválido'],
    [{ email: '' }, 'email', 'E-mail é obrigatório'],
    [{ firstName: '  ' }, 'firstName', 'Nome é obrigatório'],
    [{ phone: '123' }, 'phone', 'Telefone inválido'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'Data de nascimento inválida'],
    [{ role: 'admin' }, 'role', 'Tipo de conta inválido'],
  ])('refuses registration %j with a pt-BR message', async (override, field, message) => {
    const res = await inject({ method: 'POST', url: '/api/auth/register', payload: newAccount(override) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Dados de entrada inválidos', code: 'VALIDATION_ERROR' });
    expect(body.details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('answers wrong password and unknown e-mail with the same 401', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccount('cliente').email, password: 'senha errada' },
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ninguem@feira.dev', password: 'senha errada' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Credenciais inválidas', code: 'INVALID_CREDENTIALS' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a 129-character password at login with a 400, before any hashing', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccount('cliente').email, password: 'x'.repeat(129) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(
      expect.objectContaining({ field: 'password', message: 'Senha deve ter no máximo 128 caracteres' }),
    );
  });

  it('issues a new token on every login, stores only its hash, and logs in with any e-mail case', async () => {
    const first = await login(t.app, 'cliente');
    const second = await login(t.app, {
      email: 'CLIENTE@Feira.dev',
      password: demoAccount('cliente').password,
    });
    expect(second.token).not.toBe(first.token);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, first.userId));
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).toContain(hashToken(first.token));
    expect(hashes).not.toContain(first.token);
  });

  it('replaces the session a browser already had when it logs in again (no fixation)', async () => {
    const old = await login(t.app, 'cliente');
    const res = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: old.cookie },
      payload: { email: demoAccount('cliente').email, password: demoAccount('cliente').password },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionTokenOf(res)).not.toBe(old.token);
    const stale = await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: old.cookie } });
    expect(stale.statusCode).toBe(401);
  });

  it('logs out: the session ends for cookie and bearer, and the cookie is cleared', async () => {
    const session = await login(t.app, 'cliente');
    const res = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logout realizado' });
    expect(sessionCookieOf(res)).toMatch(/feira_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const me = await inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: session.headers,
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const status = await inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: session.cookie },
    });
    expect(status.json()).toEqual({ authenticated: false });
  });

  it('answers status for anonymous callers and 401 on /me', async () => {
    expect((await inject({ method: 'GET', url: '/api/auth/status' })).json()).toEqual({
      authenticated: false,
    });
    const me = await inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Sessão expirada ou inválida. Faça login novamente.');
  });

  it('refuses a cookie write from a foreign Origin (CSRF) and keeps the session', async () => {
    const session = await login(t.app, 'cliente');
    const evil = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, origin: 'https://evil.example', host: 'feira.test' },
      payload: {},
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ message: 'Origem da requisição não permitida', code: 'INVALID_ORIGIN' });
    const still = await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } });
    expect(still.statusCode).toBe(200);

    const sameOrigin = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, origin: 'http://feira.test', host: 'feira.test' },
      payload: {},
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('lets bearer calls through from any Origin (a browser never attaches them cross-site by itself)', async () => {
    const session = await login(t.app, 'cliente');
    const res = await inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...session.headers, origin: 'https://evil.example' },
      payload: { firstName: 'Ana' },
    });
    expect(res.statusCode).toBe(200);
  });
});
