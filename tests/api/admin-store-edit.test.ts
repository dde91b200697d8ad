/**
 * The admin edits a store on a real database: the change and its audit entry are written together;
 * a bad field answers the seller's own Portuguese message and writes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, stores } from '../../server/db/schema';
import { sellerMessages } from '../../src/domain/api/seller';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, type TestSocket, wsUrl } from './helpers/ws-client';

const STORE_NAME = 'Queijos Serra da Canastra';

describe(`admin store edit (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let storeId: number;
  let socket: TestSocket | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await sessionFor(t.database, 'admin');
    const [store] = await t.database.db.select().from(stores).where(eq(stores.name, STORE_NAME));
    if (!store) throw new Error('demo store missing');
    storeId = store.id;
  });
  afterAll(async () => {
    await socket?.close();
    await t?.close();
  });

  const edit = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/stores/${storeId}`,
      headers: { cookie: admin.cookie },
      payload,
    });
  const auditRows = () =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, String(storeId)));

  it('writes the edit with its before/after audit entry and announces the store', async () => {
    const [before] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    const shopper = await sessionFor(t.database, 'cliente');
    socket = connect(wsUrl(t.app), { cookie: shopper.cookie });
    await socket.next((f) => f.type === 'hello');
    socket.send({ type: 'subscribe', channels: [`store:${storeId}`] });
    await socket.next((f) => f.type === 'subscribed');

    const res = await edit({ phone: '(11) 3333-4444', city: 'Campinas' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.store).toMatchObject({ phone: '(11) 3333-4444', city: 'Campinas', name: STORE_NAME });
    const entry = body.audit.find((a: { action: string }) => a.action === 'store.update');
    expect(entry.before).toMatchObject({ phone: before?.phone ?? null, city: before?.city });
    expect(entry.after).toMatchObject({ phone: '(11) 3333-4444', city: 'Campinas', name: STORE_NAME });
    const delta = await socket.next((f) => f.type === 'store-updated' && f.data?.storeId === storeId);
    expect(delta.data?.store).toMatchObject({ phone: '(11) 3333-4444' });
    const pub = (await t.app.inject({ method: 'GET', url: `/api/stores/${storeId}` })).json();
    expect(JSON.stringify(pub)).toContain('(11) 3333-4444');
  });

  it('refuses a bad field with the seller form message, writing nothing', async () => {
    const audits = (await auditRows()).length;
    const res = await edit({ name: 'X', phone: '(11) 9999-0000' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(sellerMessages.storeNameLength);
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row).toMatchObject({ name: STORE_NAME, phone: '(11) 3333-4444' });
    expect((await auditRows()).length).toBe(audits);
  });

  it('answers 404 in Portuguese for a store that does not exist', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stores/999999',
      headers: { cookie: admin.cookie },
      payload: { phone: '1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "Loja com ID '999999' não foi encontrado",
      code: 'STORE_NOT_FOUND',
    });
  });
});
