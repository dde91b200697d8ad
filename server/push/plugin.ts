/**
 * `app.push`: the one way the server sends a push. Web Push with our VAPID key is always available (it needs
 * no account); FCM is added when FIREBASE_SERVICE_ACCOUNT is configured. Each subscription goes to the sender
 * of its kind; subscriptions the push service reports gone (404/410, unregistered token) are deleted.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  PUSH_BADGE,
  PUSH_ICON,
  type PushConfig,
  type PushPayload,
  WEB_PUSH_PROJECT_ID,
} from '../../src/domain/api/push';
import { deletePushTargets, pushTargetsOf } from '../services/accounts/push-subscriptions';
import type { EndpointPolicy } from './endpoint-guard';
import { createFcmSender } from './fcm-sender';
import type { PushSender } from './sender';
import { loadOrCreateVapidKeys } from './vapid';
import { createWebPushSender } from './web-push-sender';

export interface PushMessage {
  title: string;
  body: string;
  url?: string;
  tag?: string;
  data?: Record<string, unknown>;
}

export interface PushDelivery {
  sent: number;
  failed: number;
  removed: number;
}

export interface PushService {
  readonly mode: 'webpush' | 'fcm';
  readonly vapidPublicKey: string;
  /** Where a Web Push endpoint may point (PUSH_ALLOWED_HOSTS, PUSH_ALLOW_LOOPBACK): endpoint-guard.ts. */
  readonly endpointPolicy: EndpointPolicy;
  clientConfig(): PushConfig;
  sendToUser(userId: number, message: PushMessage): Promise<PushDelivery>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

/** VAPID needs a contact: the public https origin if there is one, else the sender address of our mail. */
function vapidSubject(publicOrigin: string | undefined, mailFrom: string): string {
  if (publicOrigin?.startsWith('https://')) return publicOrigin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address.includes('@') ? address : 'nao-responda@feira.local'}`;
}

function parseFirebaseWebConfig(raw: string | undefined): Partial<PushConfig> | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Partial<PushConfig>;
  } catch {
    return null;
  }
}

export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const vapid = await loadOrCreateVapidKeys(app.database.db);
    const endpointPolicy: EndpointPolicy = {
      allowedHosts: config.PUSH_ALLOWED_HOSTS,
      allowLoopback: config.PUSH_ALLOW_LOOPBACK,
    };
    const senders = new Map<string, PushSender>();
    senders.set(
      'webpush',
      createWebPushSender({
        vapid,
        subject: vapidSubject(config.PUBLIC_ORIGIN, config.MAIL_FROM),
        endpoints: endpointPolicy,
      }),
    );
    const firebase = parseFirebaseWebConfig(config.FIREBASE_CONFIG);
    if (config.FIREBASE_SERVICE_ACCOUNT) {
      const fcm = await createFcmSender(config.FIREBASE_SERVICE_ACCOUNT);
      senders.set('fcm', fcm);
      app.addHook('onClose', () => fcm.close());
    }
    const mode = firebase?.projectId && senders.has('fcm') ? 'fcm' : 'webpush';

    const service: PushService = {
      mode,
      vapidPublicKey: vapid.publicKey,
      endpointPolicy,
      clientConfig() {
        if (mode === 'fcm' && firebase) {
          return {
            projectId: firebase.projectId ?? '',
            // A Firebase web app has its own Web Push certificate; without one, ours works for FCM too.
            vapidKey: firebase.vapidKey ?? vapid.publicKey,
            apiKey: firebase.apiKey ?? '',
            authDomain: firebase.authDomain ?? '',
            storageBucket: firebase.storageBucket ?? '',
            messagingSenderId: firebase.messagingSenderId ?? '',
            appId: firebase.appId ?? '',
          };
        }
        // No Firebase: every field is present (the client requires them) and names the Web Push mode.
        return {
          projectId: WEB_PUSH_PROJECT_ID,
          vapidKey: vapid.publicKey,
          apiKey: WEB_PUSH_PROJECT_ID,
          authDomain: WEB_PUSH_PROJECT_ID,
          storageBucket: WEB_PUSH_PROJECT_ID,
          messagingSenderId: WEB_PUSH_PROJECT_ID,
          appId: WEB_PUSH_PROJECT_ID,
        };
      },
      async sendToUser(userId, message) {
        const payload: PushPayload = {
          userId,
          title: message.title,
          body: message.body,
          url: message.url ?? '/account/notifications',
          icon: PUSH_ICON,
          badge: PUSH_BADGE,
          tag: message.tag ?? 'feira',
          ...(message.data ? { data: message.data } : {}),
        };
        const targets = await pushTargetsOf(app.database.db, userId);
        const outcomes = await Promise.all(
          targets.map(async (target) => {
            const sender = senders.get(target.kind);
            if (!sender)
              return { id: target.id, outcome: { status: 'failed' as const, reason: 'no sender' } };
            return { id: target.id, outcome: await sender.send(target, payload) };
          }),
        );
        const gone = outcomes.filter((o) => o.outcome.status === 'gone').map((o) => o.id);
        await deletePushTargets(app.database.db, gone);
        for (const o of outcomes) {
          if (o.outcome.status === 'failed')
            app.log.warn({ subscription: o.id, reason: o.outcome.reason }, 'push failed');
        }
        return {
          sent: outcomes.filter((o) => o.outcome.status === 'sent').length,
          failed: outcomes.filter((o) => o.outcome.status === 'failed').length,
          removed: gone.length,
        };
      },
    };
    app.decorate('push', service);
  },
  { name: 'feira-push' },
);
