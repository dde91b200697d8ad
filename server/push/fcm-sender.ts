/**
 * Firebase Cloud Messaging, used when FIREBASE_SERVICE_ACCOUNT holds a service-account JSON. Loaded lazily
 * so a server without Firebase never pays for (or depends on) the admin SDK at start.
 */
import type { PushPayload } from '../../src/domain/api/push';
import type { PushOutcome, PushSender, PushTarget } from './sender';

/** FCM's verdicts that mean the token will never work again. */
const GONE_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

export async function createFcmSender(
  serviceAccountJson: string,
): Promise<PushSender & { close(): Promise<void> }> {
  const { cert, deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = initializeApp(
    { credential: cert(JSON.parse(serviceAccountJson)) },
    `feira-${process.pid}-${Date.now()}`,
  );
  const messaging = getMessaging(app);
  return {
    kind: 'fcm',
    async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      try {
        await messaging.send({
          token: target.endpoint,
          // Data-only for the service worker (which renders it like a Web Push), plus a webpush notification
          // so a browser without our worker running still shows something.
          data: { payload: JSON.stringify(payload) },
          webpush: {
            notification: {
              title: payload.title,
              body: payload.body,
              icon: payload.icon,
              badge: payload.badge,
              tag: payload.tag,
            },
            fcmOptions: { link: payload.url },
          },
        });
        return { status: 'sent' };
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (GONE_CODES.has(code)) return { status: 'gone' };
        return { status: 'failed', reason: code || (error instanceof Error ? error.message : String(error)) };
      }
    },
    close: () => deleteApp(app),
  };
}
