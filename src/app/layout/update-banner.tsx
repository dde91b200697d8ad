import { useEffect, useState } from 'react';
import { acceptUpdate, onUpdateWaiting } from './data';

/** Offers a waiting service worker; accepting activates it and the page reloads on the new version. */
export function UpdateBanner() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <span>Nova versão disponível</span>
      <button type="button" className="button button--small" onClick={acceptUpdate}>
        Atualizar
      </button>
    </div>
  );
}
