import { z } from 'zod';
import { RESERVATION_STATUSES } from '../reservation';
import { storeSchema } from './catalogue';

/**
 * Wire shapes of the shopper's own state (spec 000 §3): wishlist, favourite stores, reservations. Shared by
 * the server routes and the browser data layer; dates travel as ISO strings.
 */

/** The product summary every shopper list carries, so a row renders offline without the catalogue. */
export const productSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  images: z.array(z.string()),
  status: z.string(),
  stock: z.number().int().nullable(),
  store: z.object({ id: z.number().int().positive(), name: z.string() }),
});

export const wishlistItemSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  productId: z.number().int().positive(),
  createdAt: z.string(),
  product: productSummarySchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const favoriteStoreSchema = z.object({
  storeId: z.number().int().positive(),
  createdAt: z.string(),
  store: storeSchema,
});
export type FavoriteStore = z.infer<typeof favoriteStoreSchema>;

/** Answer of removals: `removed` is false when there was nothing to remove (a replayed delete is not an error). */
export const removalResultSchema = z.object({ success: z.literal(true), removed: z.boolean() });

export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);

export const reservationSchema = z.object({
  id: z.number().int().positive(),
  status: reservationStatusSchema,
  productId: z.number().int().positive(),
  storeId: z.number().int().positive(),
  quantity: z.number().int().positive(),
  unitPrice: z.number(),
  note: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: productSummarySchema,
});
export type ReservationWire = z.infer<typeof reservationSchema>;

/** The seller's view adds who is coming to pick it up. */
export const sellerReservationSchema = reservationSchema.extend({
  customer: z.object({ name: z.string(), phone: z.string().nullable() }),
});
export type SellerReservationWire = z.infer<typeof sellerReservationSchema>;

/** PUT /api/seller/reservations/{id}/status: completed = picked up at the stall (the held stock is sold). */
export const sellerReservationStatusUpdateSchema = z.object({ status: z.enum(['completed', 'cancelled']) });

export const clearCancelledResultSchema = z.object({ success: z.literal(true), deleted: z.number().int() });

export const reservationRefusals = {
  insufficientStock: 'Estoque insuficiente para esta reserva',
  unavailable: 'Produto indisponível para reserva',
  notFound: 'Reserva não encontrada',
  notPending: 'Esta reserva não pode mais ser alterada',
} as const;
