import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../../data/connectivity';
import { db } from '../../data/db';
import { OfflineIcon } from '../ui/icons';

function usePendingCount(): number {
  return useLiveQuery(() => db.pendingMutations.count(), []) ?? 0;
}

/** Says when the app is offline and how many of the user's actions wait to be sent. */
export function ConnectionIndicator() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const pending = usePendingCount();
  if (online && pending === 0) return null;
  const waiting =
    pending === 0
      ? ''
      : pending === 1
        ? ' 1 ação aguardando conexão.'
        : ` ${pending} ações aguardando conexão.`;
  return (
    <output
      className={`connection ${online ? 'connection--syncing' : 'connection--offline'}`}
      aria-live="polite"
    >
      <OfflineIcon />
      {online
        ? `Enviando suas ações…${waiting}`
        : `Você está sem conexão. Mostrando o que já foi carregado.${waiting}`}
    </output>
  );
}
