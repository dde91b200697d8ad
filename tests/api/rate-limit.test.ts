import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { consume } from '../../server/http/rate-limit';
import { demoAccount, login, nextTestAddress, sessionCookieOf } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const wrongLogin = (email: string) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  payload: { email, password: 'errada123' },
});

describe(`rate limits (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts hits in a fixed window and starts over when it ends', async () => {
    const start = new Date('2026-03-01T12:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consume(t.database.db, 'teste:janela', 3, 60_000, at(i * 1000)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBe(57);
    const later = await consume(t.database.db, 'teste:janela', 3, 60_000, at(60_000));
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it('never loses a hit under concurrency (one upsert per hit)', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => consume(t.database.db, 'teste:corrida', 25, 60_000)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
  });

  it('locks an account after 5 failures, even for the right password and from other addresses', async () => {
    const email = demoAccount('vendedora').email;
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ ...wrongLogin(email), remoteAddress: nextTestAddress() });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextTestAddress(),
      payload: { email: email.toUpperCase(), password: demoAccount('vendedora').password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
      code: 'RATE_LIMITED',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('clears the failure count of an account after a successful login', async () => {
    const account = demoAccount('admin');
    for (let i = 0; i < 4; i++) {
      expect(
        (await t.app.inject({ ...wrongLogin(account.email), remoteAddress: nextTestAddress() })).statusCode,
      ).toBe(401);
    }
    await login(t.app, 'admin');
    for (let i = 0; i < 4; i++) {
      expect(
        (await t.app.inject({ ...wrongLogin(account.email), remoteAddress: nextTestAddress() })).statusCode,
      ).toBe(401);
    }
  });

  it('limits one address to 20 attempts over many accounts, and a rotating X-Forwarded-For does not help', async () => {
    // No TRUST_PROXY here: the header is the client's own word and must not pick the bucket.
    const address = nextTestAddress();
    const attempts = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.app.inject({
          ...wrongLogin(`spray${i}@exemplo.com.br`),
          remoteAddress: address,
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const limited = attempts.find((r) => r.statusCode === 429);
    expect(limited?.json().code).toBe('RATE_LIMITED');
    expect(limited?.headers['retry-after']).toBeDefined();
    // Another address is unaffected.
    expect(
      (await t.app.inject({ ...wrongLogin('outro@exemplo.com.br'), remoteAddress: nextTestAddress() }))
        .statusCode,
    ).toBe(401);
  });
});

describe(`rate limits behind a trusted proxy (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits per forwarded client address when the proxy is trusted', async () => {
    const viaProxy = (client: string, i: number) =>
      t.app.inject({
        ...wrongLogin(`proxy${client}-${i}@exemplo.com.br`),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    const first = await Promise.all(Array.from({ length: 21 }, (_, i) => viaProxy('203.0.113.7', i)));
    expect(first.filter((r) => r.statusCode === 429)).toHaveLength(1);
    // A different client behind the same proxy has its own allowance.
    expect((await viaProxy('203.0.113.8', 0)).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from an address that is not the trusted proxy', async () => {
    const address = nextTestAddress();
    const attempts = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        t.app.inject({
          ...wrongLogin(`direto${i}@exemplo.com.br`),
          remoteAddress: address,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 429)).toHaveLength(1);
  });

  it('marks the session cookie Secure when the trusted proxy says the request came over TLS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.50', 'x-forwarded-proto': 'https' },
      payload: { email: demoAccount('cliente').email, password: demoAccount('cliente').password },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toMatch(/; Secure/i);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});

describe(`registrations per address (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTER_LIMIT_PER_HOUR: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const registerFrom = (address: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: address,
      payload: {
        firstName: 'Bia',
        lastName: 'Rocha',
        email: `bia.${i}.${address}@exemplo.com.br`,
        password: 'uma senha boa',
      },
    });

  it('follows REGISTER_LIMIT_PER_HOUR (market Wi-Fi and carrier NAT share one address)', async () => {
    const address = nextTestAddress();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await registerFrom(address, i)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await registerFrom(address, 3);
    expect(refused.json().message).toMatch(
      /^Muitos cadastros a partir deste endereço\. Tente novamente em \d+ minutos\.$/,
    );
    expect((await registerFrom(nextTestAddress(), 4)).statusCode).toBe(201);
  });

  it('refuses a limit below 1 at boot, naming the variable', () => {
    expect(() => loadConfig({ REGISTER_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTER_LIMIT_PER_HOUR/);
  });
});

describe(`sign-in attempts per address (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_LIMIT_PER_ADDRESS: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginFrom = (address: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: `ninguem.${i}@exemplo.com.br`, password: 'uma senha qualquer' },
    });

  it('follows LOGIN_LIMIT_PER_ADDRESS over all accounts; another address is not affected', async () => {
    const address = nextTestAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await loginFrom(address, i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await loginFrom(nextTestAddress(), 9)).statusCode).toBe(401);
  });

  it('refuses a limit below 1 at boot, naming the variable', () => {
    expect(() => loadConfig({ LOGIN_LIMIT_PER_ADDRESS: '0' })).toThrow(/LOGIN_LIMIT_PER_ADDRESS/);
  });
});
