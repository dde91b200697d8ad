/** The dashboard's offer of new-reservation alerts on this phone (issue #42); the push code loads on first use. */
import type { PushOfferMoment } from '../../../../domain/push-offer';

const offerModule = () => import('../../../../data/push-offer');

export const reservationAlertsOffer = {
  check: (moment: PushOfferMoment) => offerModule().then((m) => m.shouldOfferPush(moment)),
  accept: () => offerModule().then((m) => m.acceptPushOffer()),
  decline: () => offerModule().then((m) => m.declinePushOffer()),
};
