/**
 * Standard Web Push (RFC 8030/8291/8292): the payload is encrypted with aes128gcm for the subscription's
 * keys and signed with our VAPID key by the web-push package; the request itself goes out through
 * post-endpoint.ts, which checks the endpoint again and connects only to the address it checked, so the
 * answer's status (404/410 = subscription gone) is ours to read and a slow push service cannot hang us.
 */
import webpush from 'web-push';
import type { PushPayload } from '../../src/domain/api/push';
import { HttpError } from '../http/errors';
import type { EndpointPolicy } from './endpoint-guard';
import { postToEndpoint } from './post-endpoint';
import type { PushOutcome, PushSender, PushTarget } from './sender';
import type { VapidKeys } from './vapid';

const SEND_TIMEOUT_MS = 10_000;
/** Push services keep an undelivered message this long (seconds): a notification older than a day is noise. */
const TTL_SECONDS = 24 * 60 * 60;

export function createWebPushSender(options: {
  vapid: VapidKeys;
  subject: string;
  endpoints: EndpointPolicy;
}): PushSender {
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
        const status = await postToEndpoint(
          details.endpoint,
          {
            headers: details.headers as Record<string, string>,
            body: details.body ?? null,
            timeoutMs: SEND_TIMEOUT_MS,
          },
          options.endpoints,
        );
        if (status === 404 || status === 410) return { status: 'gone' };
        if (status < 200 || status >= 300) return { status: 'failed', reason: `HTTP ${status}` };
        return { status: 'sent' };
      } catch (error) {
        // Refused by the endpoint check (its name now points somewhere it must not): kept, never posted to.
        if (error instanceof HttpError) return { status: 'failed', reason: `refused: ${error.message}` };
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
