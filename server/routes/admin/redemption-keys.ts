/**
 * POST /api/admin/redemption-keys/rotate: a new key signs redemptions from now on. Codes issued before keep
 * verifying on sellers' phones: the retired key's public half is served while any payload it signed is valid.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/access';
import { acceptEmptyJsonBody, errorResponses } from '../../http/route-kit';
import { recordAudit } from '../../services/admin/audit';
import { rotateRedemptionKey } from '../../signing/redemption-keys';
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
    async (request) => {
      const actor = actorOf(request);
      return app.database.db.transaction(async (tx) => {
        const rotation = await rotateRedemptionKey(tx);
        await recordAudit(tx, actor, {
          action: 'redemption-key.rotate',
          objectType: 'settings',
          objectId: 'redemption-keys',
          before: { keyId: rotation.retiredKeyId },
          after: { keyId: rotation.keyId },
        });
        return rotation;
      });
    },
  );
};
