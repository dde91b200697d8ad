import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import {
  notificationListQuerySchema,
  notificationListSchema,
  realtimeTicketSchema,
  successSchema,
} from '../../src/domain/api/notifications';
import { notificationOpenedSchema } from '../../src/domain/notification-analytics';
import { actorOf } from '../auth/access';
import { idParams, userAccess } from '../http/route-kit';
import { enforceWriteLimit } from '../http/write-limits';
import { publishEvent } from '../realtime/events';
import { issueTicket } from '../realtime/tickets';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationOpened,
  markNotificationRead,
} from '../services/accounts/notifications';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The notification center (spec 000 §7) and the ticket that opens the realtime socket without a cookie. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The user's other devices re-read their center, so each badge follows the server's unread count at once.
  const changed = (userId: number) =>
    publishEvent(app.database, { type: 'data-changed', collection: 'notifications', userId });

  app.get(
    '/notifications',
    {
      config: userAccess,
      schema: {
        operationId: 'listNotifications',
        summary: 'Lista as notificações do usuário',
        tags: ['notificações'],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    (request) => listNotifications(db, actorOf(request).id, request.query),
  );

  // Registered before '/notifications/:id/read' reads better; find-my-way prefers the static segment anyway.
  app.patch(
    '/notifications/read-all',
    {
      config: userAccess,
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Marca todas as notificações como lidas',
        tags: ['notificações'],
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await markAllNotificationsRead(db, actorOf(request).id);
      await changed(actorOf(request).id);
      return { success: true as const };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      config: userAccess,
      schema: {
        operationId: 'markNotificationRead',
        summary: 'Marca uma notificação como lida',
        tags: ['notificações'],
        params: idParams,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await markNotificationRead(db, actorOf(request).id, request.params.id);
      await changed(actorOf(request).id);
      return { success: true as const };
    },
  );

  // The service worker reports a click on a push, at once or later when it was offline.
  app.post(
    '/notifications/:id/opened',
    {
      config: userAccess,
      schema: {
        operationId: 'markNotificationOpened',
        summary: 'Registra que uma notificação push foi aberta',
        tags: ['notificações'],
        params: idParams,
        body: notificationOpenedSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const at = request.body.openedAt ? new Date(request.body.openedAt) : new Date();
      await markNotificationOpened(db, actorOf(request).id, request.params.id, at);
      return { success: true as const };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      config: userAccess,
      schema: {
        operationId: 'deleteNotification',
        summary: 'Exclui uma notificação',
        tags: ['notificações'],
        params: idParams,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await deleteNotification(db, actorOf(request).id, request.params.id);
      await changed(actorOf(request).id);
      return { success: true as const };
    },
  );

  app.post(
    '/realtime/ticket',
    {
      config: userAccess,
      schema: {
        operationId: 'createRealtimeTicket',
        summary: 'Emite um ticket de uso único para abrir o WebSocket',
        tags: ['notificações'],
        response: { 201: realtimeTicketSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = actorOf(request).id;
      await enforceWriteLimit(app, 'realtimeTicket', { userId });
      const { ticket, expiresAt } = await issueTicket(db, userId, request.sessionTokenHash);
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ ticket, expiresAt: expiresAt.toISOString() });
    },
  );
};
