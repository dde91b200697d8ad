import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { recordInstallPromptDismissed, recordInstallPromptShown } from '../../../../domain/install-banner';
import { messages } from '../../../../domain/messages';
import { useInstallStore } from '../../../stores/install-store';
import { useSessionUser } from '../../../stores/session-store';
import { toastError } from '../../../stores/toast-store';
import { trackPwaEvent } from '../data';
import {
  installContext,
  readCooldown,
  readDismissedAt,
  shouldShowInstallBanner,
  writeCooldown,
  writeDismissedAt,
} from './install-storage';

/** PWA install banner (spec 000 §4, §9): the decision is the pure rules of src/domain/install-banner. */
export function InstallBanner() {
  const { deferredPrompt, installed } = useInstallStore();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isSeller = useSessionUser()?.isSeller ?? false;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible) return;
    const now = Date.now();
    const context = installContext(pathname);
    const record = readCooldown();
    const show = shouldShowInstallBanner({
      installed,
      hasPrompt: deferredPrompt !== null,
      dismissedAt: readDismissedAt(),
      record,
      context,
      now,
      user: { isSeller },
    });
    if (!show) return;
    writeCooldown(recordInstallPromptShown(record, context, now));
    trackPwaEvent('banner_shown', { context });
    setVisible(true);
  }, [deferredPrompt, installed, pathname, visible, isSeller]);

  if (!visible || installed) return null;

  const dismiss = () => {
    const now = Date.now();
    writeDismissedAt(now);
    writeCooldown(recordInstallPromptDismissed(readCooldown(), now));
    trackPwaEvent('banner_dismissed', { context: installContext(pathname) });
    setVisible(false);
  };

  const install = async () => {
    const prompt = useInstallStore.getState().deferredPrompt;
    trackPwaEvent('install_clicked', { source: 'banner' });
    if (!prompt) {
      toastError(messages.other.installPromptUnavailable);
      return;
    }
    // A prompt event can be used once; the browser fires a new one when it allows another.
    useInstallStore.setState({ deferredPrompt: null });
    await prompt.prompt();
    const choice = await prompt.userChoice;
    trackPwaEvent('install_outcome', { outcome: choice.outcome });
    if (choice.outcome === 'accepted') useInstallStore.setState({ installed: true });
    else dismiss();
    setVisible(false);
  };

  return (
    <aside className="install-banner" aria-label="Instalar o aplicativo">
      <p>
        <strong>Instale o Feira</strong> e abra a feira direto da tela inicial, mesmo sem sinal.
      </p>
      <div className="install-banner__actions">
        <button type="button" className="button button--small" onClick={() => void install()}>
          Instalar
        </button>
        <button type="button" className="button button--small button--ghost" onClick={dismiss}>
          Agora não
        </button>
      </div>
    </aside>
  );
}
