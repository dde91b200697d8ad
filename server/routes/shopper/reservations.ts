import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/api/catalogue';
import { clearCancelledResultSchema, reservationSchema } from '../../../src/domain/api/shopper';
import { createReservationSchema, reservationStatusUpdateSchema } from '../../../src/domain/reservation';
import { actorOf } from '../../auth/access';
import { errorResponses, idParams, rateLimitedResponses } from '../../http/route-kit';
import { enforceWriteLimit } from '../../http/write-limits';
import { announceEndedReservations, announceNewReservation } from '../../realtime/reservation-events';
import { analyticsBuffer } from '../../services/seller/analytics-buffer';
import { getOwnReservation, listOwnReservations } from '../../services/shopper/reservation-reads';
import {
  cancelOwnReservation,
  createReservation,
  deleteCancelledReservations,
  expireReservations,
} from '../../services/shopper/reservations';

/** The shopper's reservations for pickup; the stall's view is seller/reservations.ts. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/reservations',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'createReservation',
        summary: 'Reserva um produto',
        tags: ['reservas'],
        body: createReservationSchema,
        response: { 201: reservationSchema, ...rateLimitedResponses },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      await enforceWriteLimit(app, 'reservation', { userId: user.id });
      const created = await createReservation(db, user.id, request.body);
      const { product, reservation } = created;
      analyticsBuffer(app.database).add([
        { storeId: product.storeId, productId: product.id, kind: 'reservation' },
      ]);
      // Outside the hold: the stock change (which drops this process's shared answers), the shopper's socket
      // update and the seller's notice.
      await announceNewReservation(app, created, user.id);
      return reply.status(201).send(reservation);
    },
  );

  app.get(
    '/reservations',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listReservations',
        summary: 'Lista as reservas do cliente',
        tags: ['reservas'],
        response: { 200: z.array(reservationSchema), 401: errorResponseSchema },
      },
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
        operationId: 'updateReservationStatus',
        summary: 'Muda o estado de uma reserva do cliente (cancelar)',
        tags: ['reservas'],
        params: idParams,
        body: reservationStatusUpdateSchema,
        response: { 200: reservationSchema, ...errorResponses },
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
      schema: {
        operationId: 'clearCancelledReservations',
        summary: 'Apaga as reservas canceladas do cliente',
        tags: ['reservas'],
        response: { 200: clearCancelledResultSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      deleted: await deleteCancelledReservations(db, actorOf(request).id),
    }),
  );
};
