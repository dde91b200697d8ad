/**
 * Standard Web Push (RFC 8030/8291/8292): the payload is encrypted with aes128gcm for the subscription's
 * keys and signed with our VAPID key by the web-push package; the request itself goes out through fetch so
 * the answer's status (404/410 = subscription gone) is ours to read and a slow push service cannot hang us.
 */
import webpush from 'web-push';
import type { PushPayload } from '../../src/domain/api/push';
import type { PushOutcome, PushSender, PushTarget } from './sender';
import type { VapidKeys } from './vapid';

const SEND_TIMEOUT_MS = 10_000;
/** Push services keep an undelivered message this long (seconds): a notification older than a day is noise. */
const TTL_SECONDS = 24 * 60 * 60;

export function createWebPushSender(options: { vapid: VapidKeys; subject: string }): PushSender {
  return {
    kind: 'webpush',
    async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      if (!target.keys) return { status: 'gone' };
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: target.keys },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: options.subject,
            publicKey: options.vapid.publicKey,
            privateKey: options.vapid.privateKey,
          },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          // Replaces an undelivered older message with the same tag on the device's push service.
          topic: topicOf(payload.tag),
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: 'error',
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return { status: 'gone' };
        if (!response.ok) return { status: 'failed', reason: `HTTP ${response.status}` };
        return { status: 'sent' };
      } catch (error) {
        return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** The Topic header allows at most 32 URL-safe base64 characters. */
function topicOf(tag: string): string | undefined {
  const topic = tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  return topic === '' ? undefined : topic;
}
