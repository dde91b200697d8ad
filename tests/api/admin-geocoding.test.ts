/**
 * Admin geocoding on a real database: the queue (no point, or an address changed since the point
 * was placed), geocoding through the offline municipality list and through a Nominatim-shaped HTTP server on
 * 127.0.0.1, the admin's correction with its validation, the audit trail, and who may call each route.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema';
import { geocodingMessages } from '../../src/domain/api/admin-geocoding';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

async function firstStores(t: TestApp, count: number) {
  const rows = await t.database.db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(count);
  return rows.map((r) => r.id);
}

describe(`admin geocoding, offline (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let paulistana: number;
  let nowhere: number;
  let placed: number;

  const as = (session: TestSession | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: session ? { cookie: session.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const queue = async () =>
    (await as(admin, 'GET', '/api/admin/geocoding')).json() as Array<{ storeId: number; reason: string }>;
  const storeRow = async (id: number) =>
    (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await sessionFor(t.database, 'admin');
    [paulistana, nowhere, placed] = (await firstStores(t, 3)) as [number, number, number];
    await t.database.db
      .update(stores)
      .set({ latitude: null, longitude: null, city: 'sao paulo', state: 'SP' })
      .where(eq(stores.id, paulistana));
    await t.database.db
      .update(stores)
      .set({ latitude: null, longitude: null, city: 'Cidade Que Não Existe', state: 'SP' })
      .where(eq(stores.id, nowhere));
    await t.database.db
      .update(stores)
      .set({ latitude: -23.5, longitude: -46.6 })
      .where(eq(stores.id, placed));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers anonymous 401, shopper and sellers 403, admin 200 on every geocoding route', async () => {
    const routes = [
      ['GET', '/api/admin/geocoding', undefined],
      ['POST', `/api/admin/geocoding/${placed}`, undefined],
      ['GET', `/api/admin/places/${placed}`, undefined],
      ['PUT', `/api/admin/places/${placed}`, { latitude: -23.5, longitude: -46.6 }],
    ] as const;
    const refused = [
      [null, 401],
      [await sessionFor(t.database, 'cliente'), 403],
      [await sessionFor(t.database, 'vendedor'), 403],
      [await sessionFor(t.database, 'vendedora'), 403],
      [admin, 200],
    ] as const;
    for (const [method, url, body] of routes) {
      for (const [session, status] of refused) {
        const res = await as(session, method, url, body);
        expect(`${method} ${url} → ${res.statusCode}`).toBe(`${method} ${url} → ${status}`);
      }
    }
  });

  it('lists the stores without a point, not those with one', async () => {
    const list = await queue();
    expect(list).toContainEqual(expect.objectContaining({ storeId: paulistana, reason: 'missing' }));
    expect(list).toContainEqual(expect.objectContaining({ storeId: nowhere, reason: 'missing' }));
    expect(list.map((p) => p.storeId)).not.toContain(placed);
  });

  it("geocodes to the municipality's centre, audits it, and the store leaves the queue", async () => {
    const res = await as(admin, 'POST', `/api/admin/geocoding/${paulistana}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(geocodingMessages.geocoded);
    expect(body.place).toMatchObject({
      storeId: paulistana,
      latitude: -23.5329,
      longitude: -46.6395,
      source: 'municipios-ibge',
      precision: 'municipality',
      label: 'São Paulo - SP',
      reason: null,
    });
    expect(body.audit[0]).toMatchObject({
      action: 'store.geocode',
      actorEmail: expect.stringContaining('@'),
      before: { latitude: null, longitude: null },
      after: { latitude: -23.5329, longitude: -46.6395, precision: 'municipality' },
    });
    expect((await queue()).map((p) => p.storeId)).not.toContain(paulistana);
  });

  it('puts a geocoded store back in the queue when the seller changes its address', async () => {
    await t.database.db.update(stores).set({ address: 'Rua Nova, 42' }).where(eq(stores.id, paulistana));
    expect(await queue()).toContainEqual(expect.objectContaining({ storeId: paulistana, reason: 'moved' }));
    const detail = (await as(admin, 'GET', `/api/admin/places/${paulistana}`)).json();
    expect(detail.place).toMatchObject({ address: 'Rua Nova, 42', reason: 'moved', latitude: -23.5329 });
  });

  it('says so in Portuguese and changes nothing when the town is unknown', async () => {
    const before = await storeRow(nowhere);
    const res = await as(admin, 'POST', `/api/admin/geocoding/${nowhere}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'GEOCODE_NOT_FOUND', message: geocodingMessages.notFound });
    expect(await storeRow(nowhere)).toEqual(before);
    expect((await as(admin, 'GET', `/api/admin/places/${nowhere}`)).json().audit).toEqual([]);
  });

  it("rejects an out-of-range correction with the domain's messages, then saves a valid one", async () => {
    const before = await storeRow(paulistana);
    const bad = await as(admin, 'PUT', `/api/admin/places/${paulistana}`, { latitude: 91, longitude: -181 });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([geocodingMessages.latitudeInvalid, geocodingMessages.longitudeInvalid]),
    );
    expect(await storeRow(paulistana)).toEqual(before);

    const ok = await as(admin, 'PUT', `/api/admin/places/${paulistana}`, {
      latitude: -23.55,
      longitude: -46.63,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: geocodingMessages.pointSaved,
      place: { latitude: -23.55, longitude: -46.63, source: 'admin', precision: 'manual', reason: null },
    });
    expect(ok.json().audit[0]).toMatchObject({
      action: 'store.place',
      before: { latitude: -23.5329, precision: 'municipality' },
      after: { latitude: -23.55, longitude: -46.63, precision: 'manual' },
    });
    expect((await queue()).map((p) => p.storeId)).not.toContain(paulistana);
  });

  it('a seller who moves and sets the new point is not queued as moved', async () => {
    const owner = (await storeRow(paulistana))?.ownerId;
    if (!owner) throw new Error('store without owner');
    const { cookie } = await sessionFor(t.database, { userId: owner });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/stores/${paulistana}/location`,
      headers: { cookie },
      payload: { address: 'Rua das Flores, 7', latitude: -23.55, longitude: -46.64 },
    });
    expect(res.statusCode).toBe(200);
    expect((await queue()).map((p) => p.storeId)).not.toContain(paulistana);
    const detail = (await as(admin, 'GET', `/api/admin/places/${paulistana}`)).json();
    expect(detail.place).toMatchObject({ latitude: -23.55, source: 'seller', precision: 'manual' });
  });

  it('answers 404 for a store that does not exist', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/places/999999'],
      ['POST', '/api/admin/geocoding/999999'],
    ] as const) {
      expect((await as(admin, method, url)).statusCode).toBe(404);
    }
  });
});

describe(`admin geocoding through GEOCODER_URL (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let server: Server;
  let storeId: number;
  let status = 200;
  const queries: string[] = [];
  /** Runs while the geocoder "thinks": what a seller does between the question and the answer. */
  let meanwhile: () => Promise<unknown> = async () => undefined;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      queries.push(new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('q') ?? '');
      await meanwhile();
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 200
            ? [
                {
                  lat: '-23.5614',
                  lon: '-46.6559',
                  display_name: 'Avenida Paulista, São Paulo',
                  place_rank: 30,
                },
              ]
            : { error: 'indisponível' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { GEOCODER_URL: url } });
    admin = await sessionFor(t.database, 'admin');
    [storeId] = (await firstStores(t, 1)) as [number];
    await t.database.db
      .update(stores)
      .set({
        address: 'Avenida Paulista, 1000',
        city: 'São Paulo',
        state: 'SP',
        latitude: null,
        longitude: null,
      })
      .where(eq(stores.id, storeId));
  });
  afterAll(async () => {
    await t?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const geocode = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/geocoding/${storeId}`,
      headers: { cookie: admin.cookie },
    });

  it('answers 503 in Portuguese and keeps the store as it was when the service fails', async () => {
    status = 500;
    const res = await geocode();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'GEOCODER_UNAVAILABLE',
      message: geocodingMessages.unavailable,
    });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row).toMatchObject({ latitude: null, geocodedAddress: null });
  });

  it("saves the service's street-level point", async () => {
    status = 200;
    const res = await geocode();
    expect(res.statusCode).toBe(200);
    expect(res.json().place).toMatchObject({
      latitude: -23.5614,
      longitude: -46.6559,
      source: 'nominatim',
      precision: 'address',
      label: 'Avenida Paulista, São Paulo',
    });
    expect(queries.at(-1)).toBe('Avenida Paulista, 1000, São Paulo - SP, Brasil');
  });

  it('saves nothing when the seller moved while the geocoder answered', async () => {
    meanwhile = () =>
      t.database.db.update(stores).set({ address: 'Rua da Consolação, 5' }).where(eq(stores.id, storeId));
    const [before] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    const res = await geocode();
    meanwhile = async () => undefined;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ADDRESS_CHANGED', message: geocodingMessages.addressChanged });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row).toMatchObject({
      address: 'Rua da Consolação, 5',
      latitude: before?.latitude,
      geocodedAddress: before?.geocodedAddress,
    });
  });
});
