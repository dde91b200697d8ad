import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import {
  clearCancelledResultSchema,
  reservationSchema,
  sellerReservationSchema,
  sellerReservationStatusUpdateSchema,
} from '../../src/domain/api/shopper';
import { createReservationSchema, reservationStatusUpdateSchema } from '../../src/domain/reservation';
import { actorOf, storeScopeOf } from '../auth/access';
import { errorResponses, idParams } from '../http/route-kit';
import {
  announceEndedReservations,
  announceNewReservation,
  announceStockChange,
} from '../realtime/reservation-events';
import { recordAnalytics } from '../services/analytics';
import {
  cancelOwnReservation,
  createReservation,
  deleteCancelledReservations,
  endStoreReservation,
  expireReservations,
  getOwnReservation,
  listOwnReservations,
  listStoreReservations,
} from '../services/reservations';

const errors = errorResponses;

/** Reservations for pickup: the shopper's own (issue #5) and the stall's view of them. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/reservations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reservas'],
        body: createReservationSchema,
        response: { 201: reservationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const { reservationId, product } = await createReservation(db, user.id, request.body);
      const reservation = await getOwnReservation(db, user.id, reservationId);
      await recordAnalytics(db, {
        storeId: product.storeId,
        productId: product.id,
        kind: 'reservation',
      }).catch((error: unknown) => request.log.warn({ err: error }, 'analytics not recorded'));
      if (product.stock !== null)
        await announceStockChange(app, [{ productId: product.id, storeId: product.storeId }]);
      await announceNewReservation(app, { ...reservation, userId: user.id });
      return reply.status(201).send(reservation);
    },
  );

  app.get(
    '/reservations',
    {
      config: { access: 'user' },
      schema: { tags: ['reservas'], response: { 200: z.array(reservationSchema), 401: errorResponseSchema } },
    },
    async (request) => {
      const userId = actorOf(request).id;
      // Check on read: the list never shows a hold as pending after its time, even between sweeps.
      await announceEndedReservations(app, await expireReservations(db, new Date(), { userId }), {
        byShopper: false,
      });
      return listOwnReservations(db, userId);
    },
  );

  app.put(
    '/reservations/:id/status',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reservas'],
        params: idParams,
        body: reservationStatusUpdateSchema,
        response: { 200: reservationSchema, ...errors },
      },
    },
    async (request) => {
      const userId = actorOf(request).id;
      const result = await cancelOwnReservation(db, userId, request.params.id);
      await announceEndedReservations(app, result, { byShopper: true });
      return getOwnReservation(db, userId, request.params.id);
    },
  );

  app.delete(
    '/reservations/cancelled',
    {
      config: { access: 'user' },
      schema: { tags: ['reservas'], response: { 200: clearCancelledResultSchema, 401: errorResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      deleted: await deleteCancelledReservations(db, actorOf(request).id),
    }),
  );

  app.get(
    '/seller/reservations',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['vendedor'],
        response: {
          200: z.array(sellerReservationSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const who = actorOf(request);
      const storeIds = await storeScopeOf(db, who);
      await announceEndedReservations(app, await expireReservations(db, new Date(), { storeIds }), {
        byShopper: false,
      });
      return listStoreReservations(db, who);
    },
  );

  app.put(
    '/seller/reservations/:id/status',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['vendedor'],
        params: idParams,
        body: sellerReservationStatusUpdateSchema,
        response: { 200: sellerReservationSchema, ...errors },
      },
    },
    async (request) => {
      const who = actorOf(request);
      const result = await endStoreReservation(db, who, request.params.id, request.body.status);
      await announceEndedReservations(app, result, { byShopper: false });
      const [reservation] = await listStoreReservations(db, who, request.params.id);
      if (!reservation) throw new Error('ended reservation vanished');
      return reservation;
    },
  );
};
