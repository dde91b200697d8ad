import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions';
import { passwordResetTokens, users } from '../../server/db/schema';
import { login, nextTestAddress } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { until } from './helpers/until';

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes of UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describe(`password recovery (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  const mailDir = () => path.join(t.config.dataDir, 'mail');
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://feira.example.com.br' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: nextTestAddress(), ...options });

  async function mailsTo(address: string): Promise<string[]> {
    const files = await readdir(mailDir()).catch(() => [] as string[]);
    const mine = files.filter((f) => f.endsWith(`-${address}.eml`)).sort();
    return Promise.all(
      mine.map(async (f) => decodeQuotedPrintable(await readFile(path.join(mailDir(), f), 'utf8'))),
    );
  }

  /** The mail goes out after the answer (so timing does not reveal accounts): wait for it to land. */
  async function waitForMail(address: string, count: number): Promise<string> {
    return until(`mail ${count} to ${address}`, async () => (await mailsTo(address))[count - 1]);
  }

  /** The hash of the account's one usable link: each mail sent replaces it before the request is answered. */
  async function storedLinkOf(address: string): Promise<string | undefined> {
    const rows = await t.database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.email, address));
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0]?.tokenHash;
  }

  const tokenIn = (mail: string) => {
    const match = /https:\/\/feira\.example\.com\.br\/reset-password\?token=([\w-]+)/.exec(mail);
    if (!match?.[1]) throw new Error(`no reset link in:\n${mail}`);
    return match[1];
  };

  async function newAccount(password: string) {
    const email = `recupera.${Math.random().toString(36).slice(2)}@exemplo.com.br`;
    const res = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, firstName: 'Célia', lastName: 'Prado' },
    });
    expect(res.statusCode).toBe(201);
    return { email, password };
  }

  it('answers the same for an unknown and a known e-mail, and mails a link only to the account', async () => {
    const account = await newAccount('senha original 1');
    const known = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nao.existe@exemplo.com.br' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toMatch(/^Se houver uma conta com este e-mail/);

    const mail = await waitForMail(account.email, 1);
    // The subject is an RFC 2047 encoded-word (=?UTF-8?Q?Feira:_redefinição...).
    expect(mail).toMatch(/^Subject: .*Feira:.redefini/m);
    expect(mail).toContain('Olá, Célia!');
    expect(mail).toContain('válido por 1 hora');
    expect(tokenIn(mail)).toHaveLength(43);
    expect(await mailsTo('nao.existe@exemplo.com.br')).toEqual([]);
    // Only the hash is stored.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === tokenIn(mail))).toBe(false);
  });

  it('resets once: sessions end, the new password works, the link cannot be used again', async () => {
    const account = await newAccount('senha original 2');
    const session = await login(t.app, account);
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const token = tokenIn(await waitForMail(account.email, 1));

    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'senha redefinida 2' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      message: 'Senha redefinida com sucesso. Faça login com a nova senha.',
    });
    expect(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })).statusCode,
    ).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/login', payload: account })).statusCode).toBe(401);
    await login(t.app, { email: account.email, password: 'senha redefinida 2' });

    const again = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'outra senha 2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'Link de redefinição inválido ou expirado. Solicite um novo.',
      code: 'INVALID_RESET_TOKEN',
    });
  });

  it('refuses an expired link and keeps the password', async () => {
    const account = await newAccount('senha original 3');
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const token = tokenIn(await waitForMail(account.email, 1));
    const session = await login(t.app, account);
    // One hour and one second later, as far as the token row is concerned.
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, session.userId));
    const res = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'senha nova 3333' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
    expect(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })).statusCode,
    ).toBe(200);
  });

  it('keeps only the newest link valid', async () => {
    const account = await newAccount('senha original 4');
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const first = tokenIn(await waitForMail(account.email, 1));
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const second = tokenIn(await waitForMail(account.email, 2));
    expect(second).not.toBe(first);
    const old = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: first, password: 'nova senha 44' },
    });
    expect(old.statusCode).toBe(400);
    const current = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: second, password: 'nova senha 44' },
    });
    expect(current.statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a link win', async () => {
    const account = await newAccount('senha original 5');
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const token = tokenIn(await waitForMail(account.email, 1));
    const results = await Promise.all(
      ['corrida senha A', 'corrida senha B'].map((password) =>
        inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('sends at most three mails per account per hour, still answering the same', async () => {
    const account = await newAccount('senha original 6');
    const links: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++) {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
      });
      expect(res.statusCode).toBe(200);
      links.push(await storedLinkOf(account.email));
    }
    // A link is issued (and its mail started) before the answer: three new links, then none.
    const [first, second, third] = links;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(links.slice(3)).toEqual([third, third]);
    // Only an issued link is ever mailed: once those three have landed, nothing else will.
    await waitForMail(account.email, 3);
    const mails = await mailsTo(account.email);
    expect(mails.map((mail) => hashToken(tokenIn(mail))).sort()).toEqual([first, second, third].sort());
  });

  it('refuses malformed requests in Portuguese', async () => {
    const noEmail = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'x' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().details[0].message).toBe('E-mail inválido');
    const short = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'abc', password: 'curta' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({
      field: 'password',
      message: 'Senha deve ter pelo menos 8 caracteres',
    });
    const bogus = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'nao-e-um-token', password: 'senha valida 1' },
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().code).toBe('INVALID_RESET_TOKEN');
  });
});
