import { usePaymentTestMode } from './data';

/**
 * Yellow banner while the card payment provider is not in live mode (spec 000 §1, §9). A failing config
 * request ('Falha ao obter configuração') shows no banner: no news is not a test-mode warning.
 */
export function TestModeBanner() {
  if (!usePaymentTestMode()) return null;
  return (
    <p className="test-mode-banner" role="note">
      Modo de teste: nenhum pagamento real é processado.
    </p>
  );
}
