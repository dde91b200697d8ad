/**
 * The server's reservation → the local row. Its own module, free of the mutation handlers and the request
 * schema, because the pull of reservations runs at start-up and must stay light.
 */
import type { ReservationRow } from '../db';
import { num, str, unwrap } from './wire';

/** Maps the server's reservation onto the local row, keeping what the server did not send. */
export function reservationFromServer(body: unknown, fallback?: ReservationRow): ReservationRow | null {
  const r = unwrap(body, 'reservation', 'data');
  const id = num(r?.id);
  if (!r || id === undefined) return null;
  const status = str(r.status);
  return {
    ...fallback,
    id,
    productId: num(r.productId) ?? fallback?.productId ?? 0,
    storeId: num(r.storeId) ?? fallback?.storeId,
    quantity: num(r.quantity) ?? fallback?.quantity ?? 1,
    note: str(r.note) ?? fallback?.note ?? null,
    status:
      (['pending', 'cancelled', 'completed', 'expired'] as const).find((s) => s === status) ?? 'pending',
    expiresAt: str(r.expiresAt) ?? fallback?.expiresAt ?? new Date().toISOString(),
    createdAt: str(r.createdAt) ?? fallback?.createdAt ?? new Date().toISOString(),
    product: (r.product as ReservationRow['product']) ?? fallback?.product,
    pendingMutationId: undefined,
  };
}
