import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reservations, stores } from '../../server/db/schema';
import { demoAccount, login, nextTestAddress, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`profile and password change (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let cliente: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    cliente = await login(t.app, 'cliente');
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: nextTestAddress(), ...options });

  /** The counts, straight from the tables with their own SQL, to check the endpoint against. */
  async function countsFromTables(userId: number) {
    const result = await t.database.db.execute(sql`
      select
        (select count(*) from wishlist_items where user_id = ${userId})::int as wishlist,
        (select count(*) from favorite_stores where user_id = ${userId})::int as favorites,
        (select count(*) from reservations where user_id = ${userId})::int as total,
        (select count(*) from reservations where user_id = ${userId} and status = 'pending' and expires_at > now())::int as active,
        (select count(*) from reservations where user_id = ${userId} and status = 'completed')::int as completed,
        (select count(*) from reservations where user_id = ${userId} and status = 'cancelled')::int as cancelled,
        (select count(*) from reservations where user_id = ${userId}
           and (status = 'expired' or (status = 'pending' and expires_at <= now())))::int as expired`);
    return (result as unknown as { rows: Record<string, number>[] }).rows[0] as Record<string, number>;
  }

  it('returns the profile with stats computed from the real tables', async () => {
    const res = await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: cliente.cookie } });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    const account = demoAccount('cliente');
    expect(profile).toMatchObject({
      id: cliente.userId,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      name: `${account.firstName} ${account.lastName}`,
      username: account.username,
      role: 'shopper',
      isSeller: false,
      isAdmin: false,
    });
    const expected = await countsFromTables(cliente.userId);
    expect(profile.stats).toEqual({
      wishlistCount: expected.wishlist,
      reservationsCount: expected.active,
      totalReservationsCount: expected.total,
      activeReservationsCount: expected.active,
      completedReservationsCount: expected.completed,
      cancelledReservationsCount: expected.cancelled,
      expiredReservationsCount: expected.expired,
      favoriteStoresCount: expected.favorites,
    });
    // The demo shopper has state of her own; an all-zero answer would prove nothing.
    expect(profile.stats.wishlistCount + profile.stats.totalReservationsCount).toBeGreaterThan(0);
  });

  it('counts a pending reservation past its hold as expired, not active', async () => {
    const before = (
      await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: cliente.cookie } })
    ).json();
    const [product] = await t.database.db
      .select({ id: products.id, storeId: products.storeId })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .limit(1);
    if (!product) throw new Error('demo data has no product');
    await t.database.db.insert(reservations).values({
      userId: cliente.userId,
      productId: product.id,
      storeId: product.storeId,
      quantity: 1,
      unitPrice: 10,
      status: 'pending',
      expiresAt: new Date(Date.now() - 60_000),
    });
    const after = (
      await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: cliente.cookie } })
    ).json();
    expect(after.stats.expiredReservationsCount).toBe(before.stats.expiredReservationsCount + 1);
    expect(after.stats.activeReservationsCount).toBe(before.stats.activeReservationsCount);
    expect(after.stats.totalReservationsCount).toBe(before.stats.totalReservationsCount + 1);
  });

  it('updates names, phone, birth date, gender and avatar; null clears; omitted fields stay', async () => {
    const res = await inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: cliente.cookie },
      payload: {
        firstName: ' Ana Maria ',
        phone: '(11) 3333-4444',
        dateOfBirth: '1985-12-01',
        gender: 'female',
        avatarUrl: '/uploads/avatar-abc.webp',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ana Maria',
      lastName: demoAccount('cliente').lastName,
      name: `Ana Maria ${demoAccount('cliente').lastName}`,
      phone: '1133334444',
      dateOfBirth: '1985-12-01',
      gender: 'female',
      avatarUrl: '/uploads/avatar-abc.webp',
    });
    const cleared = await inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: cliente.cookie },
      payload: { phone: null, avatarUrl: null },
    });
    expect(cleared.json()).toMatchObject({ phone: null, avatarUrl: null, firstName: 'Ana Maria' });
  });

  it.each([
    [{}, 'Nenhuma alteração informada'],
    [{ phone: '12' }, 'Telefone inválido'],
    [{ avatarUrl: 'javascript:alert(1)' }, 'URL da foto inválida'],
    [{ gender: 'robot' }, 'Gênero inválido'],
    [{ lastName: '' }, 'Sobrenome é obrigatório'],
  ])('refuses the profile update %j in Portuguese', async (payload, message) => {
    const res = await inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: cliente.cookie },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
  });

  it('refuses profile reads and writes without a session', async () => {
    expect((await inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'PUT', url: '/api/users/me', payload: { firstName: 'X' } })).statusCode,
    ).toBe(401);
  });

  it('changes the password: this session stays, every other one ends, the old password stops working', async () => {
    const account = { email: `troca.${Date.now()}@exemplo.com.br`, password: 'senha antiga 1' };
    const registered = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, firstName: 'Rita', lastName: 'Alves' },
    });
    expect(registered.statusCode).toBe(201);
    const here = await login(t.app, account);
    const elsewhere = await login(t.app, account);

    const wrong = await inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: 'não é esta', newPassword: 'senha nova 22' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Senha atual incorreta',
      code: 'INVALID_CURRENT_PASSWORD',
    });

    const same = await inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: account.password, newPassword: account.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details[0].message).toBe('A nova senha deve ser diferente da senha atual');

    const ok = await inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: account.password, newPassword: 'senha nova 22' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Senha alterada com sucesso' });

    expect(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: here.cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: elsewhere.cookie } }))
        .statusCode,
    ).toBe(401);
    const oldPassword = await inject({ method: 'POST', url: '/api/auth/login', payload: account });
    expect(oldPassword.statusCode).toBe(401);
    await login(t.app, { email: account.email, password: 'senha nova 22' });
  });
});
