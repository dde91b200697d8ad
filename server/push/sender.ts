import type { PushPayload } from '../../src/domain/api/push';

/** One stored subscription, whichever service delivers it. */
export interface PushTarget {
  id: number;
  kind: 'webpush' | 'fcm';
  endpoint: string;
  keys: { p256dh: string; auth: string } | null;
}

/**
 * 'sent': accepted by the push service. 'gone': the service says the subscription no longer exists
 * (404/410, or FCM's unregistered token) and it must be deleted. 'failed': anything else; kept for next time.
 */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string };

export interface PushSender {
  readonly kind: PushTarget['kind'];
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}
