import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/api/catalogue';
import {
  sellerReservationSchema,
  sellerReservationStatusUpdateSchema,
} from '../../../src/domain/api/shopper';
import { actorOf, storeScopeOf } from '../../auth/access';
import { errorResponses, idParams } from '../../http/route-kit';
import { announceEndedReservations } from '../../realtime/reservation-events';
import { listStoreReservations } from '../../services/shopper/reservation-reads';
import { endStoreReservation, expireReservations } from '../../services/shopper/reservations';

/** The stall's view of the reservations of its stores (an admin sees every store's). */
export const sellerReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/seller/reservations',
    {
      config: { access: 'seller' },
      schema: {
        operationId: 'listSellerReservations',
        summary: 'Lista as reservas das lojas do lojista',
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
        operationId: 'updateSellerReservationStatus',
        summary: 'Muda o estado de uma reserva (confirmar, entregar, cancelar)',
        tags: ['vendedor'],
        params: idParams,
        body: sellerReservationStatusUpdateSchema,
        response: { 200: sellerReservationSchema, ...errorResponses },
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
