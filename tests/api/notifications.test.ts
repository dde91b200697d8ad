import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteStores,
  notifications,
  products,
  promotions,
  subscriptions,
  users,
} from '../../server/db/schema';
import { sendTrialReminders } from '../../server/jobs/trial-reminders';
import { type FeiraEvent, publishEvent } from '../../server/realtime/events';
import { createNotification } from '../../server/services/accounts/notifications';
import { followerAlertFor } from '../../server/services/shopper/follower-alerts';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { until } from './helpers/until';
import { connect, publicReach, wsUrl } from './helpers/ws-client';

const DAY = 86_400_000;

describe(`notifications (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await sessionFor(t.database, 'cliente');
    other = await sessionFor(t.database, 'admin');
    // Start from an empty center (the demo data gives this shopper a few notifications).
    await t.database.db.delete(notifications).where(eq(notifications.userId, shopper.userId));
    for (let i = 1; i <= 3; i++) {
      await createNotification(t.app, {
        userId: shopper.userId,
        type: 'other',
        title: `Aviso ${i}`,
        message: `Mensagem ${i}`,
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (who: TestSession, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.headers });

  it('pages one’s own notifications with the unread count', async () => {
    const res = await list(shopper, '?page=1&limit=2&unreadOnly=false');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.notifications).toHaveLength(2);
    expect(body.unreadCount).toBe(3);
    expect(body.pagination).toMatchObject({
      currentPage: 1,
      totalCount: 3,
      totalPages: 2,
      hasNextPage: true,
    });
    expect(body.notifications[0]).toMatchObject({
      title: 'Aviso 3',
      isRead: false,
      readAt: null,
      type: 'other',
    });
    expect((await list(other)).json().notifications).toHaveLength(0);
  });

  it('marks one read (keeping the first readAt), all read, and deletes; another user’s id is 404', async () => {
    const [first] = (await list(shopper)).json().notifications;
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first.id}/read`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'NOTIFICATION_NOT_FOUND',
      message: `Notificação com ID '${first.id}' não foi encontrado`,
    });
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${first.id}`,
      headers: other.headers,
    });
    expect(foreignDelete.statusCode).toBe(404);

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first.id}/read`,
      headers: shopper.headers,
    });
    expect(read.json()).toEqual({ success: true });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, first.id));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first.id}/read`,
      headers: shopper.headers,
    });
    const [again] = await t.database.db.select().from(notifications).where(eq(notifications.id, first.id));
    expect(again?.readAt?.getTime()).toBe(row?.readAt?.getTime());
    expect((await list(shopper, '?unreadOnly=true')).json().notifications).toHaveLength(2);

    const all = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: shopper.headers,
    });
    expect(all.json()).toEqual({ success: true });
    expect((await list(shopper)).json().unreadCount).toBe(0);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${first.id}`,
      headers: shopper.headers,
    });
    expect(del.json()).toEqual({ success: true });
    expect((await list(shopper)).json().pagination.totalCount).toBe(2);
  });

  it('validates the query in Portuguese and requires a session', async () => {
    const bad = await list(shopper, '?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('tells the user’s other devices when a notification is read, all are read or one is deleted', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const otherDevice = await sessionFor(t.database, 'cliente');
    const socket = connect(wsUrl(t.app), { cookie: otherDevice.cookie });
    const stranger = connect(wsUrl(t.app), { cookie: other.cookie });
    try {
      await socket.next((f) => f.type === 'hello');
      await stranger.next((f) => f.type === 'hello');
      const { notification } = await createNotification(t.app, {
        userId: shopper.userId,
        type: 'other',
        title: 'Aviso lido em outro aparelho',
        message: 'Mensagem',
      });
      const isChange = (f: { type: string; data?: Record<string, unknown> }) =>
        f.type === 'data-changed' && f.data?.entity === 'notifications';
      for (const request of [
        { method: 'PATCH' as const, url: `/api/notifications/${notification.id}/read` },
        { method: 'PATCH' as const, url: '/api/notifications/read-all' },
        { method: 'DELETE' as const, url: `/api/notifications/${notification.id}` },
      ]) {
        const res = await t.app.inject({ ...request, headers: shopper.headers });
        expect(res.statusCode).toBe(200);
        await socket.next(isChange);
      }
      expect(stranger.frames.some(isChange)).toBe(false);
    } finally {
      await socket.close();
      await stranger.close();
    }
  });

  it('reminds each seller of the trial ending within 3 days, once', async () => {
    const [seller] = await t.database.db.select().from(users).where(eq(users.email, 'vendedor@feira.dev'));
    if (!seller) throw new Error('no seller');
    await t.database.db
      .delete(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'trial')));
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(users.id, seller.id));
    const runs = await Promise.all([sendTrialReminders(t.app), sendTrialReminders(t.app)]);
    expect(runs.reduce((n, r) => n + r.created, 0)).toBe(1);
    expect((await sendTrialReminders(t.app)).created).toBe(0);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'trial')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toMatch(/^Seu período de teste do Feira termina em \d{2}\/\d{2}\/\d{4}\./);
  });

  it('does not remind a seller who already subscribed', async () => {
    const [seller] = await t.database.db.select().from(users).where(eq(users.email, 'vendedora@feira.dev'));
    if (!seller) throw new Error('no seller');
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(users.id, seller.id));
    await t.database.db.insert(subscriptions).values({
      userId: seller.id,
      provider: 'local',
      providerSubscriptionId: `sub_lembrete_${seller.id}`,
      providerCustomerId: `cus_lembrete_${seller.id}`,
      plan: 'feira',
      status: 'active',
      lastEventAt: new Date(),
    });
    await sendTrialReminders(t.app);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'trial')));
    expect(rows).toHaveLength(0);
  });

  it('tells followers about a newly highlighted product and a new promotion, once each', async () => {
    const [product] = await t.database.db
      .select({ id: products.id, storeId: products.storeId, price: products.price })
      .from(products)
      .where(eq(products.status, 'ACTIVE'))
      .limit(1);
    if (!product) throw new Error('no product');
    await t.database.db
      .insert(favoriteStores)
      .values({ userId: other.userId, storeId: product.storeId })
      .onConflictDoNothing();
    await t.database.db
      .update(products)
      .set({ isHighlighted: true, stock: 20 })
      .where(eq(products.id, product.id));
    const reach = await publicReach(t, product.storeId);
    const highlighted: FeiraEvent = {
      type: 'product-updated',
      productId: product.id,
      storeId: product.storeId,
      reach,
    };
    await publishEvent(t.database, highlighted);
    const highlightOf = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, other.userId), eq(notifications.type, 'highlight')));
    await until('the highlight alert', async () => (await highlightOf()).length > 0);
    // The same event again, twice at once (another process, a replayed NOTIFY): handled to the end, it is no news.
    await Promise.all([followerAlertFor(t.app, highlighted), followerAlertFor(t.app, highlighted)]);
    const highlight = await highlightOf();
    expect(highlight).toHaveLength(1);
    expect(highlight[0]?.title).toMatch(/^Destaque na /);
    expect(highlight[0]?.message).toContain('R$');

    const [fresh] = await t.database.db
      .insert(promotions)
      .values({
        storeId: product.storeId,
        productId: product.id,
        title: 'Queima de estoque',
        promotionalPrice: Math.max(0.5, product.price / 2),
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + DAY),
      })
      .returning({ id: promotions.id });
    // The store's demo promotions that began today are news too: this test counts the alerts of its own.
    const aboutFresh = and(
      eq(notifications.userId, other.userId),
      eq(notifications.type, 'promotion'),
      sql`${notifications.data}->>'promotionId' = ${String(fresh?.id)}`,
    );
    const promoted: FeiraEvent = {
      type: 'data-changed',
      collection: 'promotions',
      storeId: product.storeId,
      reach,
    };
    await publishEvent(t.database, promoted);
    const promoOf = () => t.database.db.select().from(notifications).where(aboutFresh);
    await until('the promotion alert', async () => (await promoOf()).length > 0);
    await Promise.all([followerAlertFor(t.app, promoted), followerAlertFor(t.app, promoted)]);
    const promoAfter = await promoOf();
    expect(promoAfter).toHaveLength(1);
    expect(promoAfter[0]?.message).toMatch(/^Queima de estoque: .+ por R\$/);
  });
});
