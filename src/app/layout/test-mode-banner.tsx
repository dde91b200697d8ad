import { useEffect, useState } from 'react';
import { requestJson } from '../../data/http';

/**
 * Yellow banner while the card payment provider runs in test mode (spec 000 §1). A failing config
 * request ('Falha ao obter configuração') shows no banner: no news is not a test-mode warning.
 */
export function TestModeBanner() {
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let cancelled = false;
    requestJson<{ mode?: string }>('/api/stripe/config')
      .then(({ data }) => {
        if (!cancelled) setTestMode(data?.mode !== undefined && data.mode !== 'live');
      })
      .catch(() => undefined);
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
