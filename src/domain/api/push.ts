import { z } from 'zod';
import { PUSH } from '../constants';

/** Wire shapes of push registration, the push/payment configuration and PWA analytics (spec 000 §3, §7). */

/** projectId announced when no Firebase project is configured: the client subscribes with standard Web Push. */
export const WEB_PUSH_PROJECT_ID = 'feira-webpush';

export const pushConfigSchema = z.object({
  projectId: z.string().min(1),
  vapidKey: z.string().length(PUSH.vapidKeyLength),
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  storageBucket: z.string().min(1),
  messagingSenderId: z.string().min(1),
  appId: z.string().min(1),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

export const firebaseConfigResponseSchema = z.object({
  success: z.literal(true),
  /** 'webpush': subscribe with pushManager and the vapidKey; 'fcm': use the Firebase SDK with this config. */
  mode: z.enum(['webpush', 'fcm']),
  config: pushConfigSchema,
});

export const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ error: 'Endpoint de push inválido' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export const pushMessages = {
  tokenRequired: 'Token de notificação é obrigatório',
  tokenInvalid: 'Token de notificação inválido',
  insecureEndpoint: 'O endpoint de push deve usar HTTPS',
  notPushService: 'O endpoint de push não é de um serviço de notificações aceito',
  privateAddress: 'O endpoint de push aponta para um endereço de rede interna e foi recusado',
  unresolvable: 'Não foi possível verificar o endpoint de push. Tente novamente mais tarde.',
  testTitle: 'Notificação de teste',
  testBody: 'Tudo certo! As notificações do Feira estão funcionando neste dispositivo.',
  testSent: 'Notificação de teste enviada',
  noDevice: 'Nenhum dispositivo registrado para notificações neste perfil',
  testNotDelivered: 'Não foi possível entregar a notificação de teste',
} as const;

/**
 * `token` is an FCM registration token, or a JSON-serialised Web Push subscription (the spec sends one string
 * field for both kinds of push).
 */
export const pushRegisterSchema = z.object({
  token: z
    .string({ error: pushMessages.tokenRequired })
    .trim()
    .min(1, { error: pushMessages.tokenRequired })
    .max(4096, { error: pushMessages.tokenInvalid }),
  deviceType: z.literal('web').default('web'),
});

/**
 * Removes one device: the subscription named by `token` (as registered), or without it the subscriptions the
 * calling session registered. The other devices of the user keep theirs.
 */
export const pushUnregisterSchema = z.object({
  deviceType: z.literal('web').default('web'),
  token: z
    .string()
    .trim()
    .min(1)
    .max(4096)
    .optional()
    .describe('A inscrição a remover (como registrada); sem ela, a deste aparelho (da sessão que chama)'),
});

export const pushRegisterResultSchema = z.object({
  success: z.literal(true),
  kind: z.enum(['webpush', 'fcm']),
});
export const pushUnregisterResultSchema = z.object({ success: z.literal(true), removed: z.number().int() });
/** Whether the server holds a subscription registered by the calling session (this device, for the app). */
export const pushDeviceResultSchema = z.object({ success: z.literal(true), registered: z.boolean() });
export const pushTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  sent: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int(),
});

/** `unavailable`: no payment provider (production without Stripe keys); not a test mode, no banner. */
export const paymentConfigSchema = z.object({ mode: z.enum(['live', 'test', 'unavailable']) });

/** POST /api/analytics/pwa: the spec's fields plus free extras (outcome, context, source...), size-limited. */
export const pwaEventSchema = z
  .object({
    event: z.string().trim().min(1).max(64),
    timestamp: z.union([z.string().max(40), z.number()]).optional(),
    platform: z.string().max(64).optional(),
    browser: z.string().max(64).optional(),
    displayMode: z.string().max(32).optional(),
    userAgent: z.string().max(512).optional(),
    sessionId: z.string().max(128).optional(),
  })
  // `null` sits on the string member so OpenAPI 3.0 gets a typed `nullable` (a bare `nullable` is invalid there).
  .catchall(z.union([z.string().max(256).nullable(), z.number(), z.boolean()]));

/**
 * What the push services deliver; the service worker shows it as a notification, but only when `userId` (the
 * recipient) is the user signed in on the device: a shared phone never shows the previous user's pushes.
 */
export const pushPayloadSchema = z.object({
  userId: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  icon: z.string(),
  badge: z.string(),
  tag: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const PUSH_ICON = '/icons/icon-192.png';
export const PUSH_BADGE = '/icons/badge-96.png';
