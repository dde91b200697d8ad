import { OfflineIcon } from '../ui/icons';
import { useOnline } from '../ui/use-online';
import { usePendingCount } from './data';

/** Says when the app is offline and how many of the user's actions wait to be sent. */
export function ConnectionIndicator() {
  const online = useOnline();
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
