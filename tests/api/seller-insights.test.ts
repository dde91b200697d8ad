import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products, reservations, stores } from '../../server/db/schema';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`seller insights API: notification and reservation analytics (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let seller: TestSession;
  let other: TestSession;
  let shopper: TestSession;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await sessionFor(t.database, 'vendedor');
    other = await sessionFor(t.database, 'vendedora');
    shopper = await sessionFor(t.database, 'cliente');
    const [store] = await t.database.db.select().from(stores).where(eq(stores.ownerId, seller.userId));
    storeId = store?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function notify(sentAt: Date, type: 'promotion' | 'highlight' = 'promotion') {
    const [row] = await t.database.db
      .insert(notifications)
      .values({
        userId: shopper.userId,
        type,
        title: 'Oferta',
        message: 'Oferta na banca',
        data: { storeId },
        sentAt,
      })
      .returning();
    if (!row) throw new Error('no notification');
    return row;
  }
  const openedAtOf = async (id: number) =>
    (
      await t.database.db.select().from(notifications).where(eq(notifications.id, id))
    )[0]?.openedAt?.toISOString();

  it('counts a push click once, with the time of the first click even when it arrives later', async () => {
    const sentAt = new Date(Date.now() - 3_600_000);
    const n = await notify(sentAt);
    const clickedOffline = new Date(sentAt.getTime() + 60_000).toISOString();
    const first = await inject('POST', `/api/notifications/${n.id}/opened`, shopper.headers, {
      openedAt: clickedOffline,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await inject('POST', `/api/notifications/${n.id}/opened`, shopper.headers, {
      openedAt: new Date().toISOString(),
    });
    expect(again.statusCode).toBe(200);
    expect(await openedAtOf(n.id)).toBe(clickedOffline);
    // A read in the app afterwards keeps the first open.
    expect((await inject('PATCH', `/api/notifications/${n.id}/read`, shopper.headers)).statusCode).toBe(200);
    expect(await openedAtOf(n.id)).toBe(clickedOffline);
  });

  it('bounds the reported time by the sending and by now; refuses other users and bad times', async () => {
    const sentAt = new Date(Date.now() - 60_000);
    const early = await notify(sentAt);
    await inject('POST', `/api/notifications/${early.id}/opened`, shopper.headers, {
      openedAt: '2020-01-01T00:00:00Z',
    });
    expect(await openedAtOf(early.id)).toBe(sentAt.toISOString());
    const future = await notify(sentAt);
    await inject('POST', `/api/notifications/${future.id}/opened`, shopper.headers, {
      openedAt: '2099-01-01T00:00:00Z',
    });
    expect(Date.parse((await openedAtOf(future.id)) ?? '')).toBeLessThanOrEqual(Date.now());
    const foreign = await inject('POST', `/api/notifications/${early.id}/opened`, seller.headers, {});
    expect(foreign.statusCode).toBe(404);
    const bad = await inject('POST', `/api/notifications/${early.id}/opened`, shopper.headers, {
      openedAt: 'ontem',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a read in the app is an open; the store report counts per type and per São Paulo day of sending', async () => {
    const before = (
      await inject('GET', `/api/seller/stores/${storeId}/notification-analytics`, seller.headers)
    ).json();
    const n = await notify(new Date(), 'highlight');
    await notify(new Date(), 'highlight');
    expect((await inject('PATCH', `/api/notifications/${n.id}/read`, shopper.headers)).statusCode).toBe(200);
    const response = await inject(
      'GET',
      `/api/seller/stores/${storeId}/notification-analytics`,
      seller.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as {
      byType: { type: string; sent: number; opened: number }[];
      series: unknown[];
    };
    const highlight = (r: typeof report) => r.byType.find((x) => x.type === 'highlight');
    expect(highlight(report)?.sent).toBe((highlight(before)?.sent ?? 0) + 2);
    expect(highlight(report)?.opened).toBe((highlight(before)?.opened ?? 0) + 1);
    expect(report.series).toHaveLength(30);
    const foreign = await inject(
      'GET',
      `/api/seller/stores/${storeId}/notification-analytics`,
      other.headers,
    );
    expect([403, 404]).toContain(foreign.statusCode);
  });

  it('puts reservations completed at 23:30 and expired at 00:30 (São Paulo) on two days', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.storeId, storeId));
    if (!product) throw new Error('no product');
    const base = {
      userId: shopper.userId,
      productId: product.id,
      storeId,
      quantity: 1,
      unitPrice: product.price,
    };
    // 2026-03-01 23:30 and 2026-03-02 00:30 in São Paulo (UTC−3).
    await t.database.db.insert(reservations).values([
      {
        ...base,
        status: 'completed',
        expiresAt: new Date('2026-03-02T04:00:00Z'),
        updatedAt: new Date('2026-03-02T02:30:00Z'),
      },
      {
        ...base,
        status: 'expired',
        expiresAt: new Date('2026-03-02T03:30:00Z'),
        updatedAt: new Date('2026-03-02T03:31:00Z'),
      },
    ]);
    const response = await inject(
      'GET',
      `/api/seller/stores/${storeId}/analytics?from=2026-03-01&to=2026-03-02`,
      seller.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { series } = response.json() as {
      series: { day: string; reservationsCompleted: number; reservationsExpired: number }[];
    };
    expect(series.map((p) => [p.day, p.reservationsCompleted, p.reservationsExpired])).toEqual([
      ['2026-03-01', 1, 0],
      ['2026-03-02', 0, 1],
    ]);
  });
});
