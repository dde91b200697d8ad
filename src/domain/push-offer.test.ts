import { describe, expect, it } from 'vitest';
import { TIME } from './constants';
import {
  PUSH_OFFER,
  type PushOfferFacts,
  type PushOfferMoment,
  parseDeclinedAt,
  pushOfferVerdict,
} from './push-offer';

const NOW = Date.UTC(2025, 5, 14, 15);
/** A device where push could be switched on right now. */
const ready: PushOfferFacts = {
  supported: true,
  permission: 'default',
  subscribed: false,
  online: true,
  declinedAt: null,
};
const FOLLOWED: PushOfferMoment = { kind: 'followed-store' };
const verdict = (facts: Partial<PushOfferFacts>, moment: PushOfferMoment = FOLLOWED) =>
  pushOfferVerdict(moment, { ...ready, ...facts }, NOW);

describe('the push offer', () => {
  it('is offered at each moment that explains itself, whether the permission was asked or already given', () => {
    for (const moment of [
      FOLLOWED,
      { kind: 'reservation-made' },
      { kind: 'seller-dashboard', storeCount: 1 },
    ] as const) {
      expect(pushOfferVerdict(moment, ready, NOW)).toBe('offer');
      expect(pushOfferVerdict(moment, { ...ready, permission: 'granted' }, NOW)).toBe('offer');
    }
  });

  it('is not offered on a dashboard with no store: there are no reservations to tell of', () => {
    expect(verdict({}, { kind: 'seller-dashboard', storeCount: 0 })).toBe('no-moment');
  });

  it('is not offered where push cannot work: unsupported, or blocked by the user in the browser', () => {
    expect(verdict({ supported: false, permission: 'unsupported' })).toBe('unsupported');
    expect(verdict({ supported: false })).toBe('unsupported');
    expect(verdict({ permission: 'denied' })).toBe('blocked');
  });

  it('is not offered when push is already on here, nor offline (accepting needs the server)', () => {
    expect(verdict({ permission: 'granted', subscribed: true })).toBe('already-on');
    expect(verdict({ online: false })).toBe('offline');
  });

  it('stays quiet for 30 days after a "no", then may ask again', () => {
    expect(PUSH_OFFER.declineQuietMs).toBe(30 * TIME.DAY);
    expect(verdict({ declinedAt: NOW })).toBe('declined-recently');
    expect(verdict({ declinedAt: NOW - PUSH_OFFER.declineQuietMs + 1 })).toBe('declined-recently');
    expect(verdict({ declinedAt: NOW - PUSH_OFFER.declineQuietMs })).toBe('offer');
  });

  it('puts what cannot change first: a blocked permission says so even after a recent "no"', () => {
    expect(verdict({ permission: 'denied', declinedAt: NOW })).toBe('blocked');
    expect(verdict({ subscribed: true, online: false })).toBe('already-on');
  });
});

describe("the device's record of a declined offer", () => {
  it('reads what it wrote and treats anything else as no record', () => {
    expect(parseDeclinedAt(JSON.stringify({ declinedAt: NOW }))).toBe(NOW);
    for (const raw of [null, '', 'not json', '{}', '{"declinedAt":"ontem"}', '{"declinedAt":null}', 'null']) {
      expect(parseDeclinedAt(raw)).toBeNull();
    }
  });
});
