import { useId, useState } from 'react';
import { pushTexts } from '../../../../domain/push-texts';
import { runAction } from '../../../ui/row-actions';
import { turnPushOff, turnPushOn, usePushDevice } from '../data';

/**
 * "Notificações neste aparelho" on the account page (issue #42): the real state of this device — the
 * browser's permission and subscription, and the server's record — as a switch. Off removes this device
 * only; a blocked permission is explained, with how to unblock it, instead of a switch that cannot work.
 */
export function PushSwitch({ isSeller }: { isSeller: boolean }) {
  const device = usePushDevice();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const stateId = useId();
  const state = device.data;

  const toggle = async (on: boolean) => {
    setBusy(true);
    await runAction(on ? turnPushOff : turnPushOn, on ? { success: pushTexts.turnedOff } : {});
    setBusy(false);
    device.refresh();
  };

  return (
    <section aria-labelledby={titleId} className="section push-switch">
      <div className="push-switch__row">
        <h2 id={titleId}>{pushTexts.switchTitle}</h2>
        {state?.kind === 'switch' && (
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={state.on}
            aria-labelledby={titleId}
            aria-describedby={stateId}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void toggle(state.on)}
          >
            <span className="switch__thumb" aria-hidden="true" />
          </button>
        )}
      </div>
      {state === undefined ? (
        <p aria-busy="true">{pushTexts.switchChecking}</p>
      ) : state.kind === 'unsupported' ? (
        <p>{pushTexts.unsupported}</p>
      ) : state.kind === 'blocked' ? (
        <div className="push-switch__blocked">
          <p>
            <strong>{pushTexts.blockedTitle}.</strong>
          </p>
          <p>{pushTexts.blockedChrome}</p>
          <p>{pushTexts.blockedOther}</p>
          <button type="button" className="button button--small button--ghost" onClick={device.refresh}>
            {pushTexts.blockedRecheck}
          </button>
        </div>
      ) : (
        <div id={stateId}>
          <p>{state.on ? pushTexts.switchOn : pushTexts.switchOff}</p>
          {state.on && isSeller && <p>{pushTexts.switchSellerNote}</p>}
          {state.serverForgot && <p>{pushTexts.serverForgot}</p>}
          {!state.confirmed && <p>{pushTexts.switchUnconfirmed}</p>}
        </div>
      )}
    </section>
  );
}
