/**
 * Reservations (spec 000 §4): create holds the product for 2 hours; cancel sets 'cancelled'; cancelled ones
 * can be cleared in bulk. All optimistic, rolled back with the §8 toasts. A reservation made offline gets a
 * temporary negative id until the server's row (real id, expiresAt) replaces it.
 */
import type { ProductWire } from '../../domain/api/catalogue';
import { messages } from '../../domain/messages';
import { createReservationSchema, reservationExpiresAt } from '../../domain/reservation';
import { db, type ReservationRow } from '../db';
import { ApiError } from '../http';
import { defineMutation } from './engine';
import { reservationFromServer } from './reservation-wire';
import { capture } from './snapshot';

export { reservationFromServer };

const c = messages.consumer;

/** Cancelling needs the server's id; a reservation that never reached the server waits for it. */
export const CANCEL_UNSENT = 'A reserva ainda não foi enviada. Aguarde a conexão voltar para cancelá-la.';

interface CreateInput {
  request: { productId: number; quantity: number; note?: string };
  tempId: number;
  /** Receives the optimistic row, which the caller shows at once. */
  created(row: ReservationRow): void;
}

const create = defineMutation({
  kind: 'reservation.create',
  // Products are read only: a reservation copies the summary of the product it was made for.
  tables: ['reservations', 'products'],
  target: (input: CreateInput) => ({ family: 'reservation', key: input.tempId }),
  request: ({ request }) => ({ method: 'POST', url: '/api/reservations', body: request }),
  apply: async ({ request, tempId, created }, { mutationId }) => {
    const product = await db.products.get(request.productId);
    const now = new Date();
    const row: ReservationRow = {
      id: tempId,
      clientId: mutationId,
      productId: request.productId,
      storeId: product?.storeId,
      quantity: request.quantity,
      note: request.note ?? null,
      status: 'pending',
      expiresAt: reservationExpiresAt(now).toISOString(),
      createdAt: now.toISOString(),
      product: product ? productSummary(product) : undefined,
      pendingMutationId: mutationId,
    };
    created(row);
    await db.reservations.add(row);
    return [{ table: 'reservations', key: tempId, row: null }];
  },
  async reconcile(target, body) {
    const local = await db.reservations.get(target.key);
    const server = reservationFromServer(body, local);
    await db.reservations.delete(target.key);
    if (server) {
      delete server.pendingMutationId;
      delete server.clientId;
      await db.reservations.put(server);
    }
  },
  refusal: (_target, serverMessage) => ({
    variant: 'destructive',
    title: c.reservationErrorTitle,
    description: serverMessage || c.reservationCreateFailed,
  }),
});

const cancel = defineMutation({
  kind: 'reservation.cancel',
  tables: ['reservations'],
  target: (id: number) => ({ family: 'reservation', key: id }),
  request: (id) => ({ method: 'PUT', url: `/api/reservations/${id}/status`, body: { status: 'cancelled' } }),
  apply: async (id, { mutationId }) => {
    const snapshot = await capture('reservations', [id]);
    await db.reservations.update(id, { status: 'cancelled', pendingMutationId: mutationId });
    return snapshot;
  },
  async reconcile(target, body) {
    const id = target.key;
    const local = await db.reservations.get(id);
    const server = reservationFromServer(body, local);
    if (server && server.id === id) {
      delete server.pendingMutationId;
      await db.reservations.put(server);
    } else {
      await db.reservations
        .where('id')
        .equals(id)
        .modify((r) => {
          delete r.pendingMutationId;
        });
    }
  },
  refusal: () => ({ variant: 'destructive', title: c.errorTitle, description: c.reservationCancelFailed }),
});

const clearCancelled = defineMutation({
  kind: 'reservation.clearCancelled',
  tables: ['reservations'],
  target: (_: undefined) => ({ family: 'reservations', key: 'cancelled' }),
  request: () => ({ method: 'DELETE', url: '/api/reservations/cancelled' }),
  apply: async () => {
    const ids = await db.reservations.where('status').equals('cancelled').primaryKeys();
    const snapshot = await capture('reservations', ids);
    await db.reservations.bulkDelete(ids);
    return snapshot;
  },
  refusal: () => ({ variant: 'destructive', title: c.errorTitle, description: c.cancelledClearFailed }),
});

export async function createReservation(input: {
  productId: number;
  quantity: number;
  note?: string;
}): Promise<ReservationRow> {
  const parsed = createReservationSchema.safeParse(input);
  if (!parsed.success) {
    throw new ApiError(parsed.error.issues[0]?.message ?? c.reservationCreateFailed, 400, 'VALIDATION_ERROR');
  }
  const request = { ...parsed.data, productId: Number(parsed.data.productId) };
  const tempId = -(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  let row: ReservationRow | undefined;
  await create({
    request,
    tempId,
    created: (r) => {
      row = r;
    },
  });
  if (!row) throw new ApiError(c.reservationCreateFailed, 0, 'INTERNAL');
  return row;
}

export async function cancelReservation(id: number): Promise<void> {
  if (id < 0) throw new ApiError(CANCEL_UNSENT, 409, 'NOT_SENT');
  await cancel(id);
}

export async function clearCancelledReservations(): Promise<void> {
  await clearCancelled(undefined);
}

export function productSummary(product: ProductWire): NonNullable<ReservationRow['product']> {
  return {
    id: product.id,
    name: product.name,
    price: product.effectivePrice,
    images: product.images,
    store: { id: product.storeId, name: product.storeName },
  };
}
