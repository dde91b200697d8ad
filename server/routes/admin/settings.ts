/**
 * /api/admin/settings and /api/admin/overview; /api/feature-flags gives any caller the flags evaluated for
 * them by the domain's rule (spec 001 §6), and what the app needs to evaluate them itself.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AdminSettings,
  adminSettingsSchema,
  featureFlagsSchema,
  flagKeyParamsSchema,
  overviewSchema,
} from '../../../src/domain/api/admin';
import { pushConfigSchema } from '../../../src/domain/api/push';
import {
  featureFlagSchema,
  publicFeatureFlags,
  publicFeatureFlagsSchema,
} from '../../../src/domain/feature-flags';
import { actorOf } from '../../auth/access';
import { errorResponses, publicAccess } from '../../http/route-kit';
import { auditOf } from '../../services/admin/audit';
import { saveFeatureFlag } from '../../services/admin/feature-flags';
import { marketplaceOverview } from '../../services/admin/overview';
import { adminAccess, adminTags } from './kit';

const tags = adminTags('configurações');

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = async () => {
    const push = app.push.clientConfig();
    return {
      paymentMode: app.billing.mode,
      pushProvider: app.push.mode === 'fcm' ? 'fcm' : 'web-push',
      // Spec 000 §5: every field present and a vapidKey of 87 characters.
      pushConfigValid: pushConfigSchema.safeParse(push).success,
      registerLimitPerHour: app.config.REGISTER_LIMIT_PER_HOUR,
      loginLimitPerAddress: app.config.LOGIN_LIMIT_PER_ADDRESS,
      featureFlags: app.featureFlags.current(),
      audit: await auditOf(app.database.db, 'settings', 'feature-flags'),
    } satisfies AdminSettings;
  };

  app.get(
    '/admin/overview',
    {
      config: adminAccess,
      schema: {
        operationId: 'getAdminOverview',
        summary: 'Retorna os números gerais da plataforma',
        tags,
        response: { 200: overviewSchema, ...errorResponses },
      },
    },
    () => marketplaceOverview(app.database),
  );

  app.get(
    '/admin/settings',
    {
      config: adminAccess,
      schema: {
        operationId: 'getAdminSettings',
        summary: 'Retorna as configurações e as feature flags',
        tags,
        response: { 200: adminSettingsSchema, ...errorResponses },
      },
    },
    settings,
  );

  app.put(
    '/admin/settings/feature-flags/:key',
    {
      config: adminAccess,
      schema: {
        operationId: 'updateFeatureFlag',
        summary: 'Atualiza uma feature flag',
        tags,
        params: flagKeyParamsSchema,
        body: featureFlagSchema,
        response: { 200: featureFlagsSchema, ...errorResponses },
      },
    },
    (request) => saveFeatureFlag(app.database, actorOf(request), request.params.key, request.body),
  );

  app.get(
    '/feature-flags',
    {
      config: publicAccess,
      schema: {
        operationId: 'getFeatureFlags',
        summary: 'Retorna as feature flags valendo para o usuário',
        tags: ['feature flags'],
        response: { 200: publicFeatureFlagsSchema },
      },
    },
    (request) => publicFeatureFlags(app.featureFlags.current(), request.user?.id),
  );
};
