import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, products, stores } from '../../server/db/schema';
import { sweepPromotions } from '../../server/jobs/sweeps';
import { publishEvent } from '../../server/realtime/events';
import { alertPromotions } from '../../server/services/shopper/follower-alerts';
import { pushPayloadSchema } from '../../src/domain/api/push';
import {
  createSubscription,
  decryptAes128gcm,
  type PushServiceStub,
  startPushService,
} from './helpers/push-service';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import {
  connect,
  type Frame,
  publicReach,
  type SignedIn,
  signIn,
  type TestSocket,
  wsUrl,
} from './helpers/ws-client';

const HOUR = 3_600_000;
/** What a shopper's catalogue may be told about; notifications, pongs and greetings are other matters. */
const aboutCatalogue = (f: Frame) => /^(product|store)-/.test(f.type) || f.type === 'data-changed';

/**
 * Issue #40: what is not public (a draft or inactive product, a suspended store, a promotion not running) goes
 * only to its owner's channels. A socket's silence is shown by a marker: after the private change, a public
 * one is made, and the next catalogue frame the shopper's socket gets must be that public one.
 */
describe(`private stays private (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let pushService: PushServiceStub;
  let seller: SignedIn;
  let shopper: SignedIn;
  let admin: SignedIn;
  let storeId: number;
  let publicProduct: { id: number; price: number };
  const sockets: TestSocket[] = [];

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
    payload === undefined
      ? t.app.inject({ method, url, headers: who.headers })
      : t.app.inject({ method, url, headers: who.headers, payload });
  const open = async (who: SignedIn) => {
    const socket = connect(wsUrl(t.app), { cookie: who.cookie });
    sockets.push(socket);
    await socket.next((f) => f.type === 'hello');
    return socket;
  };
  /** A public change of the seller's store: the marker every silence below is measured against. */
  const touchPublicProduct = async (description: string) => {
    const res = await call('PUT', `/api/products/${publicProduct.id}`, seller, { storeId, description });
    expect(res.statusCode).toBe(200);
  };
  const isMarker = (f: Frame) => f.type === 'product-updated' && f.data?.productId === publicProduct.id;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    seller = await signIn(t, 'vendedor@feira.dev');
    shopper = await signIn(t, 'cliente@feira.dev');
    admin = await signIn(t, 'admin@feira.dev');
    const [store] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ownerId, seller.userId))
      .orderBy(stores.id);
    storeId = store?.id ?? 0;
    const [product] = await t.database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.status, 'ACTIVE')))
      .orderBy(products.id);
    if (!product) throw new Error('the demo store has no active product');
    publicProduct = product;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t?.close();
    await pushService?.close();
  });

  it('a draft reaches only its seller; made public it reaches shoppers, made private again a removal', async () => {
    const shopperSocket = await open(shopper);
    const sellerSocket = await open(seller);
    const name = 'Queijo secreto da banca';

    const created = await call('POST', '/api/products', seller, {
      storeId,
      name,
      category: 'Comida',
      price: 30,
      isActive: false,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json().product as { id: number; status: string };
    expect(draft.status).toBe('INACTIVE');
    const own = await sellerSocket.next(
      (f) => f.type === 'product-created' && f.data?.productId === draft.id,
    );
    expect(own.data).toMatchObject({ productName: name, product: { status: 'INACTIVE' } });

    await touchPublicProduct('Marcador depois do rascunho');
    expect(isMarker(await shopperSocket.next(aboutCatalogue))).toBe(true);
    expect(JSON.stringify(shopperSocket.frames)).not.toContain(name);

    expect((await call('POST', `/api/products/${draft.id}/activate`, seller, {})).statusCode).toBe(200);
    const published = await shopperSocket.next(aboutCatalogue);
    expect(published).toMatchObject({
      type: 'product-updated',
      data: { productId: draft.id, productName: name, product: { status: 'ACTIVE' } },
    });

    expect((await call('POST', `/api/products/${draft.id}/deactivate`, seller, {})).statusCode).toBe(200);
    const removed = await shopperSocket.next(aboutCatalogue);
    expect(removed).toEqual({
      type: 'product-deleted',
      data: { productId: draft.id, storeId, productName: '', category: '', price: 0, isHighlighted: false },
    });
    const toSeller = await sellerSocket.next(
      (f) => f.data?.productId === draft.id && f.data?.product !== undefined && f.type === 'product-updated',
    );
    expect(toSeller.data).toMatchObject({ product: { status: 'ACTIVE' } });
    const deactivated = await sellerSocket.next(
      (f) => f.type === 'product-updated' && f.data?.productId === draft.id,
    );
    expect(deactivated.data).toMatchObject({ productName: name, product: { status: 'INACTIVE' } });
  });

  it('a promotion on an inactive product alerts no follower: no notification row, no push', async () => {
    const subscription = createSubscription(`${pushService.origin}/push/cliente`);
    expect(
      (
        await call('POST', '/api/push-notifications/register', shopper, {
          token: subscription.token,
          deviceType: 'web',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/favorite-stores/${storeId}`, shopper)).statusCode).toBeLessThan(300);
    const shopperSocket = await open(shopper);

    const hidden = await call('POST', '/api/products', seller, {
      storeId,
      name: 'Doce guardado',
      category: 'Comida',
      price: 20,
      isActive: false,
    });
    const hiddenId = (hidden.json().product as { id: number }).id;
    const running = {
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
    };
    const secret = await call('POST', '/api/seller/promotions', seller, {
      productId: hiddenId,
      title: 'Oferta escondida',
      promotionalPrice: 10,
      ...running,
    });
    expect(secret.statusCode).toBe(201);
    const secretId = (secret.json().promotion as { id: number }).id;

    // The marker: a promotion on a public product, which the follower is told about on the socket and by push.
    const marker = await call('POST', '/api/seller/promotions', seller, {
      productId: publicProduct.id,
      title: 'Oferta à vista',
      promotionalPrice: Math.max(0.5, Math.floor(publicProduct.price / 2)),
      ...running,
    });
    expect(marker.statusCode).toBe(201);
    // (The store's demo promotions that began today are news too, and may come first.)
    const told = await shopperSocket.next(
      (f) => f.type === 'notification' && String(f.data?.message).startsWith('Oferta à vista: '),
    );
    expect(told.data).toMatchObject({ type: 'promotion' });
    // Run the store's alert once more, to its end: the hidden promotion is still not news.
    expect(await alertPromotions(t.app, storeId)).toEqual([]);
    const aboutSecret = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'promotionId' = ${String(secretId)}`);
    expect(aboutSecret).toEqual([]);
    const pushed = () =>
      pushService.received.map((p) =>
        pushPayloadSchema.parse(JSON.parse(decryptAes128gcm(p.body, subscription))),
      );
    await vi.waitFor(() =>
      expect(pushed().map((p) => p.body)).toContainEqual(expect.stringMatching(/^Oferta à vista: /)),
    );
    expect(JSON.stringify(pushed())).not.toContain('Oferta escondida');
  });

  it('a promotion that starts later alerts nobody until it runs, then its followers once', async () => {
    const shopperSocket = await open(shopper);
    const startsAt = Date.now() + HOUR;
    const later = await call('POST', '/api/seller/promotions', seller, {
      productId: publicProduct.id,
      title: 'Oferta de amanhã cedo',
      promotionalPrice: Math.max(0.5, Math.floor(publicProduct.price / 2)),
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
    });
    expect(later.statusCode).toBe(201);
    const laterId = (later.json().promotion as { id: number }).id;
    const aboutLater = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(sql`${notifications.data}->>'promotionId' = ${String(laterId)}`);

    // Before its start: the event went to the seller alone, and neither the alert nor the sweep finds it.
    await touchPublicProduct('Marcador depois da promoção agendada');
    expect(isMarker(await shopperSocket.next(aboutCatalogue))).toBe(true);
    await alertPromotions(t.app, storeId);
    await sweepPromotions(t.app, new Date(startsAt - 60_000));
    expect(await aboutLater()).toEqual([]);

    // The first round after its start tells the follower, once.
    await sweepPromotions(t.app, new Date(startsAt + 60_000));
    const rows = await aboutLater();
    expect(rows.map((r) => r.userId)).toEqual([shopper.userId]);
    const told = await shopperSocket.next(
      (f) => f.type === 'notification' && String(f.data?.message).startsWith('Oferta de amanhã cedo: '),
    );
    expect(told.data).toMatchObject({ type: 'promotion', data: { promotionId: laterId } });
    await sweepPromotions(t.app, new Date(startsAt + 120_000));
    expect(await aboutLater()).toHaveLength(1);
  });

  it('a suspended store is removed from public channels and its product events reach its seller only', async () => {
    const shopperSocket = await open(shopper);
    const sellerSocket = await open(seller);
    shopperSocket.send({ type: 'subscribe', channels: [`store:${storeId}`] });
    await shopperSocket.next((f) => f.type === 'subscribed');

    const suspended = await call('POST', `/api/admin/stores/${storeId}/suspension`, admin, {
      reason: 'Venda de produto sem procedência',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await shopperSocket.next((f) => f.type.startsWith('store-'))).toEqual({
      type: 'store-deleted',
      data: { storeId },
    });
    await sellerSocket.next((f) => f.type === 'store-updated' && f.data?.storeId === storeId);

    await touchPublicProduct('Mudança numa loja suspensa');
    const own = await sellerSocket.next(isMarker);
    expect(own.data).toMatchObject({ product: { description: 'Mudança numa loja suspensa' } });
    // The marker of this case is another store's public change.
    const [other] = await t.database.db
      .select({ id: products.id, storeId: products.storeId })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(sql`${stores.id} <> ${storeId}`, eq(stores.isActive, true), eq(products.status, 'ACTIVE')))
      .limit(1);
    if (!other) throw new Error('no other public product');
    await publishEvent(t.database, {
      type: 'product-updated',
      productId: other.id,
      storeId: other.storeId,
      reach: await publicReach(t, other.storeId),
    });
    const next = await shopperSocket.next((f) => aboutCatalogue(f) && f.type.startsWith('product-'));
    expect(next.data).toMatchObject({ productId: other.id });
    expect(JSON.stringify(shopperSocket.frames)).not.toContain('Mudança numa loja suspensa');

    expect((await call('DELETE', `/api/admin/stores/${storeId}/suspension`, admin)).statusCode).toBe(200);
  });
});
