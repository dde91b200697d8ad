import { useEffect, useId, useState } from 'react';
import type { PushOfferMoment } from '../../domain/push-offer';
import { pushTexts } from '../../domain/push-texts';
import { runAction } from './row-actions';
import './push-offer.css';

/** What an area's data module gives the offer: the domain's rules on this device, and the two answers. */
export interface PushOfferCommands {
  check: (moment: PushOfferMoment) => Promise<boolean>;
  accept: () => Promise<void>;
  decline: () => Promise<void>;
}

type Phase = 'checking' | 'open' | 'accepting' | 'declined' | 'closed';

/**
 * Push offered at a moment that explains why (after a follow, a reservation, on the seller's dashboard): a small
 * panel with both answers. "Ativar notificações" runs the subscribe flow, where the browser asks its permission;
 * "Agora não" is remembered on this device. The slot is a polite live region, so the panel is announced when
 * it appears after the action that brought it, and `aria-busy` while the device is being asked.
 */
export function PushOffer({ moment, commands }: { moment: PushOfferMoment; commands: PushOfferCommands }) {
  const [phase, setPhase] = useState<Phase>('checking');
  const titleId = useId();
  const texts = pushTexts.offers[moment.kind];
  const storeCount = moment.kind === 'seller-dashboard' ? moment.storeCount : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the moment is its kind and store count, not the object.
  useEffect(() => {
    let live = true;
    void commands.check(moment).then(
      // An answer given meanwhile stands; a moment that changed (the seller's stores arrived) may now offer.
      (offer) =>
        live && setPhase((p) => (p === 'checking' || p === 'closed' ? (offer ? 'open' : 'closed') : p)),
      () => live && setPhase('closed'),
    );
    return () => {
      live = false;
    };
  }, [moment.kind, storeCount, commands]);

  const accept = async () => {
    setPhase('accepting');
    const accepted = await runAction(commands.accept);
    // A refused permission or a failed subscribe: offered again only if the rules still allow it.
    const again = !accepted && (await commands.check(moment).catch(() => false));
    setPhase(again ? 'open' : 'closed');
  };
  const decline = async () => {
    await commands.decline();
    setPhase('declined');
  };

  return (
    <div className="push-offer-slot" aria-live="polite" aria-busy={phase === 'checking'}>
      {(phase === 'open' || phase === 'accepting') && (
        <section className="push-offer" aria-labelledby={titleId}>
          <p id={titleId} className="push-offer__title">
            {texts.title}
          </p>
          <p>{texts.body}</p>
          <div className="push-offer__actions">
            <button
              type="button"
              className="button button--small"
              disabled={phase === 'accepting'}
              onClick={() => void accept()}
            >
              {pushTexts.accept}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              disabled={phase === 'accepting'}
              onClick={() => void decline()}
            >
              {pushTexts.decline}
            </button>
          </div>
        </section>
      )}
      {phase === 'declined' && <p className="push-offer-note">{pushTexts.declined}</p>}
    </div>
  );
}
