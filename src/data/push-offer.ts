/**
 * The push offer of this device (issue #42): whether a moment may offer push, by the domain's rules over what
 * the browser says, and the answer. The answer is a device preference kept in localStorage
 * ('feira-push-offer'), not personal data: it says how this phone should behave ("don't ask here for a
 * while"), names nobody, and so stays when a session ends, like the permission the browser itself keeps.
 */
import { type PushOfferMoment, parseDeclinedAt, pushOfferVerdict } from '../domain/push-offer';
import { isOnline } from './connectivity';
import { enablePush, getPushState } from './push';

const OFFER_KEY = 'feira-push-offer';

function readDeclinedAt(): number | null {
  try {
    return parseDeclinedAt(globalThis.localStorage?.getItem(OFFER_KEY) ?? null);
  } catch {
    return null;
  }
}

function writeDeclinedAt(at: number | null): void {
  try {
    if (at === null) globalThis.localStorage?.removeItem(OFFER_KEY);
    else globalThis.localStorage?.setItem(OFFER_KEY, JSON.stringify({ declinedAt: at }));
  } catch {
    // Storage unavailable: the offer may come back at the next moment, which is all that is lost.
  }
}

/** A "no" to an offer, or push turned off on this device: no offer here for a while. */
export function recordPushDeclined(now = Date.now()): void {
  writeDeclinedAt(now);
}

/** Whether this moment offers push on this device. Never throws: a failed look is no offer. */
export async function shouldOfferPush(moment: PushOfferMoment, now = Date.now()): Promise<boolean> {
  const state = await getPushState().catch(() => null);
  if (!state) return false;
  const verdict = pushOfferVerdict(
    moment,
    {
      supported: state.supported,
      permission: state.permission,
      subscribed: state.subscribed,
      online: isOnline(),
      declinedAt: readDeclinedAt(),
    },
    now,
  );
  return verdict === 'offer';
}

/** Yes: the existing subscribe flow (the browser asks its permission), then no record of an earlier "no". */
export async function acceptPushOffer(): Promise<void> {
  await enablePush();
  writeDeclinedAt(null);
}

export function declinePushOffer(): void {
  recordPushDeclined();
}
