import { useEffect, useState } from 'react';
import { fetchPaymentTestMode } from './data';

/**
 * Yellow banner while the card payment provider runs in test mode (spec 000 §1). A failing config
 * request ('Falha ao obter configuração') shows no banner: no news is not a test-mode warning.
 */
export function TestModeBanner() {
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void fetchPaymentTestMode().then((test) => {
      if (!cancelled) setTestMode(test);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!testMode) return null;
  return (
    <p className="test-mode-banner" role="note">
      Modo de teste: nenhum pagamento real é processado.
    </p>
  );
}
