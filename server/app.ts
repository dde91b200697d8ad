/**
 * Builds the Fastify instance: used by main.ts to serve and by the API tests through app.inject().
 * Plugins load in a fixed order — external plugins, then the app's own (errors, headers, static),
 * then the routes — so every route sees the same decorations.
 */
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { configureZodMessagesPtBr } from '../src/domain/zod-locale';
import { authPlugin } from './auth/plugin';
import { billingPlugin } from './billing/plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/error-handler';
import { idempotencyPlugin } from './http/idempotency';
import { logSerializers } from './http/log-redaction';
import { openapiOptions, registerApiReference } from './http/openapi';
import { registerPrivateAnswers } from './http/private-answers';
import { publicCachePlugin } from './http/public-cache-plugin';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStatic } from './http/static';
import { createLifecycle } from './lifecycle';
import { pushPlugin } from './push/plugin';
import { realtimeHub } from './realtime/hub';
import { apiRoutes } from './routes';
import { featureFlagsPlugin } from './services/admin/feature-flags';
import { followerAlerts } from './services/shopper/follower-alerts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout (a test reads what the server logged). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  logger,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  configureZodMessagesPtBr();
  const app = Fastify({
    // URLs are logged with their credentials redacted (reset tokens, socket tickets): log-redaction.ts.
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: logSerializers,
            ...(logStream ? { stream: logStream } : {}),
          },
    // Only a configured proxy may set the client address; otherwise X-Forwarded-For is ignored.
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    // While draining (shutdown.ts), a request this replica already accepted gets its normal answer, not
    // Fastify's default 503: the connection is closed after it, so the client's next request goes elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('lifecycle', createLifecycle());
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });

  // External plugins.
  // Brotli/gzip for the server-rendered pages and the JSON (the built files are compressed at build time,
  // server/http/static.ts). It compresses in each route's own onSend, after the app's hooks (ETag,
  // idempotency) saw the body. Brotli at quality 5 instead of the plugin's 4: the home page's HTML comes out
  // ~9% smaller (15.6 → 14.3 KB) for the same CPU (~3 ms), which brings it close to the 14.6 KB a new
  // connection delivers in its first round trip (docs/server.md).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, openapiOptions);
  await registerApiReference(app);

  // The app's own plugins. The public cache answers its hits before the session is looked up.
  await app.register(publicCachePlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(pushPlugin);
  await app.register(billingPlugin);
  await app.register(realtimeHub);
  await app.register(followerAlerts);
  await app.register(featureFlagsPlugin);
  registerSecurityHeaders(app);
  registerPrivateAnswers(app);
  const { sendAppShell } = await registerStatic(app, {
    staticDir: config.STATIC_DIR,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  registerErrorHandlers(app, { sendAppShell });

  // Routes.
  await app.register(
    async (api) => {
      await api.register(apiRoutes);
      api.get('/docs', { schema: { hide: true }, config: { access: 'public' } }, () => app.swagger());
    },
    { prefix: '/api' },
  );

  return app;
}
