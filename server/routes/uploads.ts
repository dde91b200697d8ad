/** Image uploads: POST /api/uploads, multipart with one image field. */

import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import { uploadMessages } from '../../src/domain/api/messages';
import { actorOf } from '../auth/access';
import { badRequest, HttpError } from '../http/errors';
import { enforceWriteLimit } from '../http/write-limits';
import { backfillVariants, storeUpload, UPLOAD_MAX_BYTES } from '../services/catalogue/uploads';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: this is the only route that accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });
  const uploadsDir = path.join(app.config.dataDir, 'uploads');

  // Uploads from before the WebP copies get them in the background: start-up does not wait for the encoding,
  // and close waits for it, so nothing writes into a data directory that is going away.
  let backfill: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    backfill = backfillVariants(uploadsDir).then(
      (count) => count > 0 && app.log.info({ count }, 'WebP copies written for earlier uploads'),
      (error: unknown) => app.log.error({ err: error }, 'WebP copies of earlier uploads failed'),
    );
  });
  app.addHook('onClose', async () => {
    await backfill;
  });

  app.post(
    '/uploads',
    {
      config: { access: 'user' as const },
      schema: {
        operationId: 'uploadImage',
        summary: 'Envia uma imagem (JPEG, PNG ou WebP)',
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        description:
          'Guarda a imagem (campo `file`, multipart) pelo seu SHA-256 e grava ao lado cópias WebP em cada ' +
          'largura de IMAGE_WIDTHS (`/uploads/<sha256>-<largura>w.webp`, nunca ampliadas); a resposta traz só ' +
          'a URL do original.',
        response: {
          201: z.object({ url: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(uploadMessages.fileRequired, 'FILE_REQUIRED');
      const subject = { userId: actorOf(request).id };
      await enforceWriteLimit(app, 'upload', subject);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest(uploadMessages.fileRequired, 'FILE_REQUIRED');
        bytes = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'FILE_TOO_LARGE', uploadMessages.tooLarge(UPLOAD_MAX_BYTES));
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw new HttpError(413, 'TOO_MANY_FILES', uploadMessages.oneFile);
        throw error;
      }
      // The size is known once the file is read; counted before it is decoded, re-encoded and stored.
      await enforceWriteLimit(app, 'uploadKib', subject, Math.max(1, Math.ceil(bytes.length / 1024)));
      return reply.status(201).send(await storeUpload(uploadsDir, bytes));
    },
  );
};
