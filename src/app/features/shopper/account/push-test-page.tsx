import { useCallback, useEffect, useState } from 'react';
import { ListSkeleton, PageHeader } from '../../../ui/page-state';
import { runAction } from '../../../ui/row-actions';
import {
  clearPushDiagnostics,
  disablePush,
  enablePush,
  getPushState,
  type PushState,
  sendTestPush,
  whenWorkerActive,
} from '../data';
import './account.css';

const PERMISSION_LABELS: Record<string, string> = {
  granted: 'Permitida',
  denied: 'Bloqueada',
  default: 'Ainda não perguntada',
};
const WORKER_LABELS = { none: 'Não registrado', installing: 'Instalando', active: 'Ativo' } as const;

/** /account/push-test-center and /account/fcm-test: push diagnostics for this device. */
export function PushTestPage({ title }: { title: string }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(async () => setState(await getPushState()), []);
  useEffect(() => {
    void reload();
    // On a first visit the worker is still installing when the page reads the state: read it again once
    // a worker is active, or the screen keeps saying "Instalando" until the shopper presses something.
    let current = true;
    void whenWorkerActive().then(async () => {
      if (current) await reload();
    });
    return () => {
      current = false;
    };
  }, [reload]);

  const run = async (action: () => Promise<void>, success?: string) => {
    setBusy(true);
    await runAction(action, { success });
    setBusy(false);
    await reload();
  };

  return (
    <div className="page">
      <PageHeader title={title}>
        <p>Veja se este aparelho pode receber notificações push e envie um teste para você mesmo.</p>
      </PageHeader>
      {state === null ? (
        <ListSkeleton rows={4} />
      ) : (
        <>
          <dl className="diagnostics">
            <div>
              <dt>Suporte do navegador</dt>
              <dd>{state.supported ? 'Sim' : 'Não'}</dd>
            </div>
            <div>
              <dt>Permissão</dt>
              <dd>{PERMISSION_LABELS[state.permission] ?? state.permission}</dd>
            </div>
            <div>
              <dt>Service worker</dt>
              <dd>{WORKER_LABELS[state.serviceWorker as keyof typeof WORKER_LABELS]}</dd>
            </div>
            <div>
              <dt>Inscrição</dt>
              <dd>{state.subscribed ? 'Ativa' : 'Inativa'}</dd>
            </div>
            {state.token && (
              <div>
                <dt>Token</dt>
                <dd className="diagnostics__token">{state.token}</dd>
              </div>
            )}
            {state.lastError && (
              <div>
                <dt>Último erro</dt>
                <dd role="alert">{state.lastError}</dd>
              </div>
            )}
          </dl>
          {state.permission === 'denied' && (
            <p className="form__error">
              As notificações estão bloqueadas. Libere-as nas configurações do site no navegador e volte aqui.
            </p>
          )}
          <div className="form__actions">
            {!state.subscribed ? (
              <button
                type="button"
                className="button"
                disabled={busy || !state.supported}
                onClick={() => void run(enablePush)}
              >
                Ativar notificações
              </button>
            ) : (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => void run(disablePush, 'Notificações desativadas')}
              >
                Desativar notificações
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={busy || !state.subscribed}
              onClick={() => void run(sendTestPush, 'Push de teste enviado')}
            >
              Enviar push de teste
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void run(async () => clearPushDiagnostics(), 'Diagnóstico limpo')}
            >
              Limpar diagnóstico
            </button>
          </div>
        </>
      )}
    </div>
  );
}
