/**
 * POST /api/admin/redemption-keys/rotate: a new key signs redemptions from now on. Codes issued before keep
 * verifying on sellers' phones: the retired key's public half is served while any payload it signed is valid.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/access';
import { acceptEmptyJsonBody, errorResponses } from '../../http/route-kit';
import { rotateRedemptionKeyAudited } from '../../services/admin/redemption-keys';
import { adminAccess, adminTags } from './kit';

const rotationSchema = z.object({
  keyId: z.number().int().positive(),
  retiredKeyId: z.number().int().nullable(),
});

export const adminRedemptionKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);
  app.post(
    '/admin/redemption-keys/rotate',
    {
      config: adminAccess,
      schema: {
        operationId: 'rotateRedemptionKey',
        summary: 'Troca a chave que assina os cupons resgatados (os códigos já emitidos continuam válidos)',
        tags: adminTags('configurações'),
        response: { 200: rotationSchema, ...errorResponses },
      },
    },
    (request) => rotateRedemptionKeyAudited(app.database.db, actorOf(request)),
  );
};
