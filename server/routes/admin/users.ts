/** /api/admin/users: search, one account with its history, change role, disable / re-enable, reset link. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMessages,
  adminUserListQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  userRoleSchema,
  userStatusSchema,
} from '../../../src/domain/api/admin';
import { messageResponseSchema } from '../../../src/domain/api/auth';
import { apiMessages } from '../../../src/domain/api/messages';
import { actorOf } from '../../auth/access';
import { errorResponses, idParamsOf } from '../../http/route-kit';
import { createMailer } from '../../mail/mailer';
import { requestPasswordReset } from '../../services/accounts/recovery';
import {
  auditPasswordReset,
  getAdminUser,
  listAdminUsers,
  setUserDisabled,
  setUserRole,
} from '../../services/admin/users';
import { adminAccess, adminTags } from './kit';

const tags = adminTags('usuários');
const params = idParamsOf(apiMessages.userNotFound, 'userId');
const detail = {
  200: z.object({ user: adminUserSchema, audit: z.array(auditEntrySchema) }),
  ...errorResponses,
};

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config, app.log);
  app.addHook('onClose', () => mailer.close());

  app.get(
    '/admin/users',
    {
      config: adminAccess,
      schema: {
        operationId: 'adminListUsers',
        summary: 'Lista os usuários',
        tags,
        querystring: adminUserListQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errorResponses },
      },
    },
    (request) => listAdminUsers(app.database, request.query),
  );

  app.get(
    '/admin/users/:userId',
    {
      config: adminAccess,
      schema: { operationId: 'adminGetUser', summary: 'Retorna um usuário', tags, params, response: detail },
    },
    (request) => getAdminUser(app.database, request.params.userId),
  );

  app.put(
    '/admin/users/:userId/role',
    {
      config: adminAccess,
      schema: {
        operationId: 'changeUserRole',
        summary: 'Muda o papel de um usuário',
        tags,
        params,
        body: userRoleSchema,
        response: detail,
      },
    },
    (request) => setUserRole(app.database, actorOf(request), request.params.userId, request.body.role),
  );

  app.put(
    '/admin/users/:userId/status',
    {
      config: adminAccess,
      schema: {
        operationId: 'changeUserStatus',
        summary: 'Ativa ou bloqueia um usuário',
        tags,
        params,
        body: userStatusSchema,
        response: detail,
      },
    },
    (request) =>
      setUserDisabled(app.database, actorOf(request), request.params.userId, request.body.disabled),
  );

  app.post(
    '/admin/users/:userId/password-reset',
    {
      config: adminAccess,
      schema: {
        operationId: 'adminSendPasswordReset',
        summary: 'Envia a um usuário o e-mail de redefinição de senha',
        tags,
        params,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { user } = await getAdminUser(app.database, request.params.userId);
      const origin = app.config.PUBLIC_ORIGIN
        ? new URL(app.config.PUBLIC_ORIGIN).origin
        : `${request.protocol}://${request.host}`;
      // The same link, limits and mail as "forgot password"; counted per admin, not per client address.
      const issued = await requestPasswordReset(app.database.db, user.email, {
        ip: `admin:${actor.id}`,
        origin,
      });
      await issued?.mail(mailer);
      await auditPasswordReset(app.database, actor, user.id);
      return { success: true as const, message: adminMessages.resetSent };
    },
  );
};
