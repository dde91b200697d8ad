/**
 * Notifications for shoppers who follow a store: a newly highlighted product (type highlight) and a new
 * promotion (type promotion). Driven by the events the seller routes already publish — product-created/
 * product-updated, and data-changed 'promotions' — so the seller code needs no call into this module; a
 * promotion that starts later is told when it starts, by the minute's sweep (server/jobs/sweeps.ts).
 *
 * Only what shoppers may see is news: the candidates are read with the domain's visibility rule, so a draft,
 * an inactive product, a suspended store or a promotion not yet running alerts nobody.
 *
 * Every server process hears every event, so each alert is decided in SQL, exactly once: an INSERT … SELECT
 * over the followers that skips anyone already told, under a transaction-scoped advisory lock per product or
 * store so two processes cannot both pass the NOT EXISTS at the same moment.
 */

import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PLANS } from '../../../src/domain/billing';
import { TIME } from '../../../src/domain/constants';
import { formatBRL } from '../../../src/domain/format';
import type { Tx } from '../../db/client';
import { products, promotions, stores } from '../../db/schema';
import type { FeiraEvent } from '../../realtime/events';
import { deliverNotifications, fromRawNotification, type NotifyDeps } from '../accounts/notifications';
import { entitlementForUser } from '../billing/subscriptions';
import { effectivePriceSql } from '../catalogue/product-rows';
import { publicSql } from '../catalogue/visibility';

const HIGHLIGHT_LOCK = 0x48494748; // 'HIGH'
const PROMOTION_LOCK = 0x50524f4d; // 'PROM'
/** A product highlighted again within a week does not notify again (sellers toggle highlights often). */
const HIGHLIGHT_QUIET_MS = 7 * TIME.DAY;
/**
 * Only promotions that began within this window are "new" (began: created, or started if that came later);
 * an old one edited today is not news.
 */
const PROMOTION_NEW_MS = TIME.DAY;

const returning = sql.raw(`returning id, user_id as "userId", type, title, message, data, is_read as "isRead",
  read_at as "readAt", sent_at as "sentAt"`);

interface Alert {
  type: 'highlight' | 'promotion';
  storeId: number;
  title: string;
  message: string;
  data: Record<string, unknown>;
  /** data key whose value identifies "the same news" (productId, promotionId). */
  dedupeKey: 'productId' | 'promotionId';
  dedupeId: number;
  /** Earlier notifications of the same news within this window count as "already told". */
  quietSince: Date | null;
  lock: number;
}

/** The store owner's plan limits how many followers one alert reaches (the longest-standing followers first). */
async function pushReachOf(tx: Tx, storeId: number): Promise<number | null> {
  const [store] = await tx.select({ ownerId: stores.ownerId }).from(stores).where(eq(stores.id, storeId));
  if (!store) return 0;
  const { entitlement } = await entitlementForUser(tx, store.ownerId);
  return PLANS[entitlement.plan].limits.pushReach;
}

/**
 * Inserts the alert for the followers not told yet among the plan's reach (the longest-standing followers), and
 * delivers what was inserted. The reach is taken before the "already told" filter, so running the alert again
 * never tells the next followers beyond it.
 */
async function alertFollowers(deps: NotifyDeps, alert: Alert) {
  const rows = await deps.database.db.transaction(async (tx) => {
    // A statement of its own: under READ COMMITTED the INSERT below then takes its snapshot after the lock is
    // held, so it sees rows another process inserted while we waited.
    await tx.execute(sql`select pg_advisory_xact_lock(${alert.lock}::int, ${alert.dedupeId}::int)`);
    const reach = await pushReachOf(tx, alert.storeId);
    const window = alert.quietSince
      ? sql`and n.sent_at > ${alert.quietSince.toISOString()}::timestamptz`
      : sql``;
    const result = await tx.execute(sql`
      insert into notifications (user_id, type, title, message, data)
      select f.user_id, ${alert.type}, ${alert.title}, ${alert.message}, ${JSON.stringify(alert.data)}::jsonb
      from (select user_id from favorite_stores where store_id = ${alert.storeId}
            ${reach === null ? sql`` : sql`order by created_at, user_id limit ${reach}`}) f
      where not exists (select 1 from notifications n where n.user_id = f.user_id and n.type = ${alert.type}
          and n.data->>${alert.dedupeKey} = ${String(alert.dedupeId)} ${window})
      ${returning}`);
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map(fromRawNotification);
  });
  if (rows.length === 0) return null;
  const { delivered } = await deliverNotifications(deps, rows);
  return delivered;
}

export async function alertHighlight(deps: NotifyDeps, productId: number, now = new Date()) {
  const [product] = await deps.database.db
    .select({
      name: products.name,
      price: sql<number>`${effectivePriceSql}::float8`.mapWith(Number),
      storeId: stores.id,
      storeName: stores.name,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      // A highlight is always on a product for sale (the entity's invariant); public is what makes it news.
      and(eq(products.id, productId), eq(products.isHighlighted, true), publicSql('product')),
    );
  if (!product) return [];
  const delivered = await alertFollowers(deps, {
    type: 'highlight',
    storeId: product.storeId,
    title: `Destaque na ${product.storeName}`,
    message: `${product.name} está em destaque por ${formatBRL(product.price)}.`,
    data: { productId, storeId: product.storeId, url: `/products/${productId}` },
    dedupeKey: 'productId',
    dedupeId: productId,
    quietSince: new Date(now.getTime() - HIGHLIGHT_QUIET_MS),
    lock: HIGHLIGHT_LOCK,
  });
  return delivered ? [delivered] : [];
}

/**
 * A promotion none of whose store's followers heard of yet, judged by the longest-standing follower: the alert
 * always tells the followers in that order, so once it ran that follower has heard (a cheap test that spares
 * the sweep from re-running every alert it already sent, whatever the plan's reach).
 */
const untoldSql = (): SQL => sql`exists (
  select 1 from (select f.user_id from favorite_stores f where f.store_id = ${promotions.storeId}
                 order by f.created_at, f.user_id limit 1) eldest
  where not exists (select 1 from notifications n where n.user_id = eldest.user_id and n.type = 'promotion'
    and n.sent_at >= ${promotions.createdAt} and n.data->>'promotionId' = ${promotions.id}::text))`;

/**
 * Tells followers about the promotions that are news at `now`: public (running, on a public product of a
 * public store) and begun within the last day. One store's after a seller's change; every store's from the
 * sweep, which is how a promotion that starts later reaches followers when it starts.
 */
export async function alertPromotions(deps: NotifyDeps, storeId: number | null, now = new Date()) {
  const since = new Date(now.getTime() - PROMOTION_NEW_MS);
  const fresh = await deps.database.db
    .select({
      id: promotions.id,
      storeId: promotions.storeId,
      title: promotions.title,
      price: promotions.promotionalPrice,
      productId: products.id,
      productName: products.name,
      storeName: stores.name,
    })
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(
      and(
        storeId === null ? undefined : eq(promotions.storeId, storeId),
        publicSql('promotion', now),
        sql`greatest(${promotions.createdAt}, ${promotions.startsAt}) > ${since.toISOString()}::timestamptz`,
        untoldSql(),
      ),
    );
  const deliveries = [];
  for (const promotion of fresh) {
    const { storeId } = promotion;
    const delivered = await alertFollowers(deps, {
      type: 'promotion',
      storeId,
      title: `Nova promoção na ${promotion.storeName}`,
      message: `${promotion.title}: ${promotion.productName} por ${formatBRL(promotion.price)}.`,
      data: { promotionId: promotion.id, productId: promotion.productId, storeId, url: '/promotions' },
      dedupeKey: 'promotionId',
      dedupeId: promotion.id,
      quietSince: null,
      lock: PROMOTION_LOCK,
    });
    if (delivered) deliveries.push(delivered);
  }
  return deliveries;
}

export function followerAlertFor(deps: NotifyDeps, event: FeiraEvent) {
  // A private change is nobody's news: no read for it (the queries would find nothing public anyway).
  if (!('reach' in event) || !event.reach?.public) return null;
  // A reservation's stock change never makes a product newly highlighted: deciding that for every hold of a hot
  // product would serialize them all on the alert's lock.
  // The named event says when a product was highlighted; an event without names (published before they
  // were carried) is checked against the row as before.
  if (
    (event.type === 'product-created' || event.type === 'product-updated') &&
    !event.stockOnly &&
    (event.events === undefined || event.events.includes('ProductHighlighted'))
  ) {
    return alertHighlight(deps, event.productId);
  }
  if (event.type === 'data-changed' && event.collection === 'promotions' && event.storeId !== undefined) {
    return alertPromotions(deps, event.storeId);
  }
  return null;
}

export const followerAlerts = fp(
  async (app: FastifyInstance) => {
    app.realtime.onEvent(async (event) => {
      await followerAlertFor(app, event);
    });
  },
  { name: 'feira-follower-alerts', dependencies: ['feira-realtime', 'feira-push'] },
);
