import { TIME } from './constants';

/**
 * When the app offers push (issue #42): only at a moment that explains why — right after the shopper followed a
 * store or made a reservation, or on a seller's dashboard once they have a store — and only when saying yes can
 * work and has not been said no to lately. An installed app (display-mode standalone) follows the same rules:
 * where the browser supports push only when installed (Safari on iOS), `supported` is what says so.
 */

export type PushOfferMoment =
  | { kind: 'followed-store' }
  | { kind: 'reservation-made' }
  | { kind: 'seller-dashboard'; storeCount: number };

export type PushOfferKind = PushOfferMoment['kind'];

/** What the device says about push when a moment comes. */
export interface PushOfferFacts {
  supported: boolean;
  permission: 'default' | 'granted' | 'denied' | 'unsupported';
  /** This device already holds a push subscription (push is on here). */
  subscribed: boolean;
  /** Accepting asks the server for its configuration and registers the device: not possible offline. */
  online: boolean;
  /** When this device last declined an offer or turned push off (epoch ms), if it did. */
  declinedAt: number | null;
}

export type PushOfferVerdict =
  | 'offer'
  | 'no-moment'
  | 'unsupported'
  | 'blocked'
  | 'already-on'
  | 'offline'
  | 'declined-recently';

export const PUSH_OFFER = {
  /** A "no" (or push turned off here) silences every offer on this device for this long. */
  declineQuietMs: 30 * TIME.DAY,
} as const;

/** Whether the moment has something push would tell: a seller without a store receives no reservations. */
function momentExplainsItself(moment: PushOfferMoment): boolean {
  return moment.kind !== 'seller-dashboard' || moment.storeCount > 0;
}

export function pushOfferVerdict(
  moment: PushOfferMoment,
  facts: PushOfferFacts,
  now: number,
): PushOfferVerdict {
  if (!momentExplainsItself(moment)) return 'no-moment';
  if (!facts.supported || facts.permission === 'unsupported') return 'unsupported';
  // The browser would not even ask: the account page explains how to unblock it instead.
  if (facts.permission === 'denied') return 'blocked';
  if (facts.subscribed) return 'already-on';
  if (!facts.online) return 'offline';
  if (facts.declinedAt !== null && now - facts.declinedAt < PUSH_OFFER.declineQuietMs) {
    return 'declined-recently';
  }
  return 'offer';
}

/** The device's record of its last "no", kept as `{ declinedAt }`; anything unreadable reads as no record. */
export function parseDeclinedAt(raw: string | null): number | null {
  if (!raw) return null;
  try {
    const { declinedAt } = JSON.parse(raw) as { declinedAt?: unknown };
    return typeof declinedAt === 'number' && Number.isFinite(declinedAt) ? declinedAt : null;
  } catch {
    return null;
  }
}
