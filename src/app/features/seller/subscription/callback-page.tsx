import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { billingMessages } from '../../../../domain/billing';
import { AreaGuard } from '../../../layout/area-shell';
import { errorMessage } from '../../../ui/error-message';
import { ErrorState, PageHeader } from '../../../ui/page-state';
import { type CheckoutStatus, fetchCheckoutStatus } from '../data';
import './subscription.css';

/** Between two reads while the provider's webhook is on its way; a minute in all, then the seller decides. */
const POLL_MS = 2_000;
const MAX_POLLS = 30;

const ICONS: Record<CheckoutStatus['status'], string> = { success: '✓', pending: '…', failure: '✕' };
const TITLES: Record<CheckoutStatus['status'], string> = {
  success: 'Pagamento aprovado',
  pending: 'Pagamento em confirmação',
  failure: 'Pagamento não concluído',
};

/**
 * /payment/callback?session_id=…: where the provider sends the browser back. What the URL says is never taken
 * as the result: the page asks the server, whose answer comes from the verified webhook, and asks again while
 * the payment is being confirmed.
 */
function CallbackResult({ sessionId }: { sessionId: string }) {
  const [result, setResult] = useState<CheckoutStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (poll: number) => {
      try {
        const answer = await fetchCheckoutStatus(sessionId);
        if (stopped) return;
        setError(null);
        setResult(answer);
        if (answer.status === 'pending' && poll < MAX_POLLS)
          timer = setTimeout(() => read(poll + 1), POLL_MS);
      } catch (e) {
        if (!stopped) setError(errorMessage(e));
      }
    };
    void read(round * MAX_POLLS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, round]);

  if (error && !result) {
    return (
      <ErrorState
        title="Não foi possível consultar o pagamento"
        message={error}
        onRetry={() => setRound((r) => r + 1)}
      />
    );
  }
  if (!result) return <p aria-busy="true">Consultando o resultado do pagamento…</p>;
  return (
    <div className={`payment-result payment-result--${result.status}`} role="status">
      <p className="payment-result__icon" aria-hidden="true">
        {ICONS[result.status]}
      </p>
      <h2>{TITLES[result.status]}</h2>
      <p>{result.message}</p>
      {result.status === 'pending' && (
        <button type="button" className="button button--ghost" onClick={() => setRound((r) => r + 1)}>
          Verificar novamente
        </button>
      )}
      <p>
        <Link to="/seller/subscription" className="button">
          {result.status === 'failure' ? 'Voltar aos planos' : 'Ver minha assinatura'}
        </Link>
      </p>
    </div>
  );
}

export function PaymentCallbackPage({ sessionId }: { sessionId: string | null }) {
  return (
    <div className="page page--narrow">
      <PageHeader title="Resultado do pagamento" />
      {sessionId === null ? (
        <ErrorState title={billingMessages.checkoutNotFound} />
      ) : (
        <AreaGuard prefix="/payment" signIn="/login">
          <CallbackResult sessionId={sessionId} />
        </AreaGuard>
      )}
    </div>
  );
}
