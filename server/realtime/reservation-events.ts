/**
 * What the rest of the system hears when a reservation starts or ends: the product's new stock on the
 * catalogue channel, `reservation_update` to the shopper's tabs, and a notification (socket + push) to whoever
 * did not cause the change — the shopper when the stall or the clock ends it, the stall owner on a new one.
 */
import { eq, inArray } from 'drizzle-orm';
import { formatDateTime } from '../../src/domain/format';
import { products, stores } from '../db/schema';
import { createNotification, type NotifyDeps } from '../services/accounts/notifications';
import type { CreatedReservation } from '../services/shopper/reservation-holds';
import type { EndedReservation, ProductRestock } from '../services/shopper/reservations';
import { type FeiraEvent, publishEvent, type Reach } from './events';
import { productReach } from './reach';
import type { ProductFacts } from './translate';

const endedTexts: Record<
  EndedReservation['status'],
  { title: string; message: (p: string, s: string) => string }
> = {
  completed: {
    title: 'Reserva retirada',
    message: (product, store) => `Sua reserva de ${product} na ${store} foi retirada. Obrigado pela compra!`,
  },
  cancelled: {
    title: 'Reserva cancelada pela loja',
    message: (product, store) => `A ${store} cancelou sua reserva de ${product}.`,
  },
  expired: {
    title: 'Reserva expirada',
    message: (product, store) =>
      `Sua reserva de ${product} na ${store} expirou: o prazo de 2 horas para retirada terminou.`,
  },
};

/** Units given back: each product's stock event reaches whom its status and store allow (it may be private now). */
async function announceRestocks(deps: NotifyDeps, restocked: ProductRestock[]) {
  await publishEvent(
    deps.database,
    ...restocked.map((r) =>
      stockEvent({ productId: r.productId, storeId: r.storeId, reach: productReach(r.store, r, r) }),
    ),
  );
}

const stockEvent = (change: {
  productId: number;
  storeId: number;
  reach: Reach;
  facts?: ProductFacts;
}): FeiraEvent => ({
  type: 'product-updated',
  ...change,
  stockOnly: true,
});

/** `byShopper`: the shopper cancelled it themselves, so they get the socket update but no notification. */
export async function announceEndedReservations(
  deps: NotifyDeps,
  result: { ended: EndedReservation[]; restocked: ProductRestock[] },
  options: { byShopper: boolean },
) {
  await announceRestocks(deps, result.restocked);
  if (result.ended.length === 0) return [];
  const names = await namesOf(deps, result.ended);
  const deliveries = [];
  for (const r of result.ended) {
    await publishEvent(deps.database, {
      type: 'reservation_update',
      userId: r.userId,
      reservationId: r.id,
      status: r.status,
    });
    if (options.byShopper) continue;
    const text = endedTexts[r.status];
    const { product, store } = names(r);
    const { delivered } = await createNotification(deps, {
      userId: r.userId,
      type: 'reservation',
      title: text.title,
      message: text.message(product, store),
      data: { reservationId: r.id, productId: r.productId, storeId: r.storeId, status: r.status },
      url: '/account/reservations',
    });
    deliveries.push(delivered);
  }
  return deliveries;
}

/**
 * A new hold: the product's stock (when it is counted), the shopper's tabs and the stall owner's notice, from
 * what the hold's own statement returned (nothing is read again).
 */
export async function announceNewReservation(deps: NotifyDeps, created: CreatedReservation, userId: number) {
  const { reservation, product, store } = created;
  const events: FeiraEvent[] = [];
  if (product.stock !== null) {
    const facts = {
      productName: product.name,
      category: product.category,
      price: product.price,
      isHighlighted: product.isHighlighted,
    };
    // The hold's statement took stock only from an ACTIVE product of an active store: it is public.
    const reach: Reach = { ownerId: store.ownerId, public: true, wasPublic: true };
    events.push(stockEvent({ productId: product.id, storeId: product.storeId, facts, reach }));
  }
  events.push({ type: 'reservation_update', userId, reservationId: reservation.id, status: 'pending' });
  const published = publishEvent(deps.database, ...events);
  if (store.ownerId === userId) {
    await published;
    return null;
  }
  const [, { delivered }] = await Promise.all([
    published,
    createNotification(deps, {
      userId: store.ownerId,
      type: 'reservation',
      title: 'Nova reserva',
      message: `${reservation.quantity} × ${product.name} reservado(s) na ${store.name}. Retirada até ${formatDateTime(reservation.expiresAt)}.`,
      data: { reservationId: reservation.id, productId: product.id, storeId: product.storeId },
      url: '/seller/dashboard',
    }),
  ]);
  return delivered;
}

async function namesOf(deps: NotifyDeps, ended: EndedReservation[]) {
  const rows = await deps.database.db
    .select({ id: products.id, product: products.name, store: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, [...new Set(ended.map((r) => r.productId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (r: EndedReservation) => byId.get(r.productId) ?? { product: 'produto', store: 'loja' };
}
