/**
 * The offer of push at a follow or a reservation (issue #42). The push modules load on first use, never with a
 * server-rendered page: the follow button sits on the store page's first screen.
 */
import type { PushOfferMoment } from '../../../../domain/push-offer';

const offerModule = () => import('../../../../data/push-offer');

export const pushOffer = {
  check: (moment: PushOfferMoment) => offerModule().then((m) => m.shouldOfferPush(moment)),
  accept: () => offerModule().then((m) => m.acceptPushOffer()),
  decline: () => offerModule().then((m) => m.declinePushOffer()),
};
