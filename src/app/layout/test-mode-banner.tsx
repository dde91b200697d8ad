import { PAYMENT_CONFIG_PATH } from '../../domain/first-screen';
import { isTestModeAnswer } from '../../domain/payment-mode';
import { useFirstAnswer } from '../reads/live-read';
import { useOnlineRead } from '../reads/online-read';
import { fetchPaymentTestMode } from './data';

/**
 * Yellow banner while the card payment provider is not in live mode (spec 000 §1, §9). A failing config
 * request ('Falha ao obter configuração') shows no banner: no news is not a test-mode warning.
 */
export function TestModeBanner() {
  // A server-rendered page already knows (its first data): the banner is there from the first paint.
  const first = useFirstAnswer<{ mode?: unknown }>(PAYMENT_CONFIG_PATH);
  // Only an app-shell page (a repeat visit, from the service worker) asks: the mode does not change while the
  // page is open, so a server-rendered page spends no request of its first screen on it.
  const asked = useOnlineRead(first === undefined ? 'payment-mode' : null, fetchPaymentTestMode);
  const testMode = first !== undefined ? isTestModeAnswer(first) : asked.data === true;
  if (!testMode) return null;
  return (
    <p className="test-mode-banner" role="note">
      Modo de teste: nenhum pagamento real é processado.
    </p>
  );
}
